//! Parsing the two kinds of text file.

use std::collections::HashMap;

/// One language's messages and explanation translations.
#[derive(Clone, Debug, Default)]
pub struct Catalogue {
    messages: HashMap<&'static str, &'static str>,
    /// Keys in file order, for the completeness tests.
    keys: Vec<&'static str>,
    explanations: HashMap<&'static str, &'static str>,
}

/// A line that is not `key = value` (or not a `>` / `=` pair).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CatalogueError {
    #[error("messages line {line}: {problem}")]
    Message { line: usize, problem: String },
    #[error("explanations line {line}: {problem}")]
    Explanation { line: usize, problem: String },
}

impl Catalogue {
    pub fn parse(messages: &'static str, explanations: &'static str) -> Result<Catalogue, CatalogueError> {
        let mut c = Catalogue::default();
        for (i, raw) in messages.lines().enumerate() {
            let line = raw.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let bad = |problem: &str| CatalogueError::Message { line: i + 1, problem: problem.to_owned() };
            let (key, value) = line.split_once(" = ").ok_or_else(|| bad("expected “key = value”"))?;
            let (key, value) = (key.trim(), value.trim());
            if key.is_empty() || value.is_empty() || key.contains(' ') {
                return Err(bad("the key must be one word and the value not empty"));
            }
            if c.messages.insert(key, value).is_some() {
                return Err(bad(&format!("“{key}” is defined twice")));
            }
            c.keys.push(key);
        }
        let mut pending: Option<(usize, &'static str)> = None;
        for (i, raw) in explanations.lines().enumerate() {
            let line = raw.trim_end();
            let bad = |problem: &str| CatalogueError::Explanation { line: i + 1, problem: problem.to_owned() };
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(english) = line.strip_prefix("> ") {
                if pending.is_some() {
                    return Err(bad("two “>” lines in a row: the first has no translation"));
                }
                pending = Some((i + 1, english));
            } else if let Some(translation) = line.strip_prefix("= ") {
                let (_, english) =
                    pending.take().ok_or_else(|| bad("a translation (“=”) without its English line (“>”)"))?;
                if c.explanations.insert(english, translation).is_some() {
                    return Err(bad("this English line is translated twice"));
                }
            } else {
                return Err(bad("lines start with “> ” (English) or “= ” (translation)"));
            }
        }
        if let Some((line, _)) = pending {
            return Err(CatalogueError::Explanation {
                line,
                problem: "the last English line has no translation".to_owned(),
            });
        }
        Ok(c)
    }

    pub fn message(&self, key: &str) -> Option<&'static str> {
        self.messages.get(key).copied()
    }

    pub fn explanation(&self, english: &str) -> Option<&'static str> {
        self.explanations.get(english).copied()
    }

    /// This catalogue with `other`'s messages and explanations added (a key
    /// or an English line in both is refused, as within one file).
    pub fn merged(&self, other: &Catalogue) -> Result<Catalogue, CatalogueError> {
        let mut c = self.clone();
        for key in &other.keys {
            if let Some(value) = other.messages.get(key) {
                if c.messages.insert(key, value).is_some() {
                    return Err(CatalogueError::Message { line: 0, problem: format!("“{key}” is defined twice") });
                }
                c.keys.push(key);
            }
        }
        for (english, translation) in &other.explanations {
            if c.explanations.insert(english, translation).is_some() {
                return Err(CatalogueError::Explanation {
                    line: 0,
                    problem: "this English line is translated twice".to_owned(),
                });
            }
        }
        Ok(c)
    }

    /// Every message key, in file order.
    pub fn keys(&self) -> &[&'static str] {
        &self.keys
    }

    /// Every translated English template.
    pub fn explained(&self) -> impl Iterator<Item = &&'static str> {
        self.explanations.keys()
    }
}
