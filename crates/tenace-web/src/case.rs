//! Case mapping (any script: "Пас" → "пас") done by the browser in the page,
//! so that the page's module carries none of Unicode's case tables (core's
//! `to_lowercase`/`to_uppercase` link about 25 KB of tables and code); on the
//! host (the tests) the standard library's, which follows the same Unicode data.

/// `text` in small letters.
pub fn lower(text: &str) -> String {
    #[cfg(target_arch = "wasm32")]
    {
        String::from(js_sys::JsString::from(text).to_lower_case())
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        text.to_lowercase()
    }
}

/// `text` with its first letter made small ("Ace" → "ace").
pub fn lower_first(text: &str) -> String {
    map_first(text, lower)
}

/// `text` with its first letter made capital ("пас" → "Пас").
pub fn upper_first(text: &str) -> String {
    map_first(text, |first| {
        #[cfg(target_arch = "wasm32")]
        {
            String::from(js_sys::JsString::from(first).to_upper_case())
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            first.to_uppercase()
        }
    })
}

fn map_first(text: &str, map: impl Fn(&str) -> String) -> String {
    match text.chars().next() {
        Some(first) => {
            let (head, rest) = text.split_at(first.len_utf8());
            map(head) + rest
        }
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_letters_and_words_change_case_in_any_script() {
        assert_eq!(upper_first("пас"), "Пас");
        assert_eq!(upper_first("ace of spades"), "Ace of spades");
        assert_eq!(upper_first(""), "");
        assert_eq!(lower_first("Туз пик"), "туз пик");
        assert_eq!(lower_first("Ässe"), "ässe");
        assert_eq!(lower("ÄSS ПИК"), "äss пик");
    }
}
