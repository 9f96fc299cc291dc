//! Command-line flags as every subcommand reads them: `--name value` or
//! `--name=value`, and bare switches such as `--compact`.

/// The flags of one subcommand, read one at a time.
pub struct Flags<'a> {
    rest: std::slice::Iter<'a, String>,
}

/// One flag: its name and, for `--name=value`, the value given with it.
pub struct Flag {
    pub name: String,
    inline: Option<String>,
}

impl<'a> Flags<'a> {
    pub fn new(args: &'a [String]) -> Flags<'a> {
        Flags { rest: args.iter() }
    }

    /// The next flag, if any.
    pub fn next_flag(&mut self) -> Option<Flag> {
        let arg = self.rest.next()?;
        Some(match arg.split_once('=') {
            Some((name, value)) if name.starts_with("--") => {
                Flag { name: name.to_owned(), inline: Some(value.to_owned()) }
            }
            _ => Flag { name: arg.clone(), inline: None },
        })
    }

    /// The value of `flag`: the one given with `=`, else the next argument.
    pub fn value(&mut self, flag: &Flag) -> Result<String, String> {
        flag.inline.clone().or_else(|| self.rest.next().cloned()).ok_or_else(|| format!("{} needs a value", flag.name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_forms_and_switches() {
        let args: Vec<String> =
            ["--seed", "42", "--board=7", "--compact", "--count"].iter().map(|s| s.to_string()).collect();
        let mut flags = Flags::new(&args);
        let f = flags.next_flag().expect("seed");
        assert_eq!((f.name.as_str(), flags.value(&f)), ("--seed", Ok("42".to_owned())));
        let f = flags.next_flag().expect("board");
        assert_eq!((f.name.as_str(), flags.value(&f)), ("--board", Ok("7".to_owned())));
        assert_eq!(flags.next_flag().map(|f| f.name), Some("--compact".to_owned()));
        let f = flags.next_flag().expect("count");
        assert_eq!(flags.value(&f), Err("--count needs a value".to_owned()));
        assert!(flags.next_flag().is_none());
    }
}
