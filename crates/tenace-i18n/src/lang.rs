//! The languages and how a browser's preference picks one.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    En,
    Et,
    Lt,
    De,
    Fr,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 6] = [Lang::En, Lang::Et, Lang::Lt, Lang::De, Lang::Fr, Lang::Ru];

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The ISO 639-1 code.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Et => "et",
            Lang::Lt => "lt",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Ru => "ru",
        }
    }

    /// The language's name in itself, for the language switch.
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Et => "Eesti",
            Lang::Lt => "Lietuvių",
            Lang::De => "Deutsch",
            Lang::Fr => "Français",
            Lang::Ru => "Русский",
        }
    }

    /// The language of a BCP 47 tag (`et-EE`, `de`, `ru_RU`), if we have it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's preferred languages that we have, else English.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred.into_iter().find_map(Lang::from_tag).unwrap_or(Lang::En)
    }

    /// The message files of one language: the table's (`messages/<lang>.txt`)
    /// and one per part of the app (`messages/<part>/<lang>.txt`), so that
    /// each part's words live beside each other. Keys must be unique across
    /// all of them (the parser refuses a key defined twice).
    pub(crate) const fn messages_source(self) -> &'static str {
        #[allow(unused_macros)] // without `all-languages`, English is listed below
        macro_rules! files {
            ($lang:literal) => {
                concat!(
                    include_str!(concat!("../messages/", $lang, ".txt")),
                    "\n",
                    include_str!(concat!("../messages/learn/", $lang, ".txt")),
                    "\n",
                    include_str!(concat!("../messages/laws/", $lang, ".txt")),
                    "\n",
                    include_str!(concat!("../messages/match/", $lang, ".txt")),
                    "\n",
                    include_str!(concat!("../messages/quiz/", $lang, ".txt")),
                    "\n",
                    include_str!(concat!("../messages/arena/", $lang, ".txt")),
                    "\n",
                    include_str!(concat!("../messages/preferans/", $lang, ".txt")),
                    "\n",
                    include_str!(concat!("../messages/shed/", $lang, ".txt")),
                )
            };
        }
        match self {
            // The web's modules carry the table's English words only (the table and the match: the
            // web app's "table" part; the top bar names the arena with `view.arena`, so the arena's
            // own 11 KB of words stay out of the page); the English words of the course, the Laws
            // tutor, the quiz and the shedding game are fetched by their modules like any other
            // language's (issue 21: the table page's size), and the Preferans table's are in the
            // Preferans module (it hands them to `provide`), so a change of them rebuilds that module alone.
            #[cfg(feature = "all-languages")]
            Lang::En => files!("en"),
            #[cfg(not(feature = "all-languages"))]
            Lang::En => concat!(include_str!("../messages/en.txt"), "\n", include_str!("../messages/match/en.txt"),),
            #[cfg(feature = "all-languages")]
            Lang::Et => files!("et"),
            #[cfg(feature = "all-languages")]
            Lang::Lt => files!("lt"),
            #[cfg(feature = "all-languages")]
            Lang::De => files!("de"),
            #[cfg(feature = "all-languages")]
            Lang::Fr => files!("fr"),
            #[cfg(feature = "all-languages")]
            Lang::Ru => files!("ru"),
            #[cfg(not(feature = "all-languages"))]
            _ => "",
        }
    }

    /// The quiz widget's file alone (`messages/quiz/<lang>.txt`): the
    /// embeddable widget's wasm links only these, not the whole app's words.
    pub(crate) const fn quiz_source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../messages/quiz/en.txt"),
            Lang::Et => include_str!("../messages/quiz/et.txt"),
            Lang::Lt => include_str!("../messages/quiz/lt.txt"),
            Lang::De => include_str!("../messages/quiz/de.txt"),
            Lang::Fr => include_str!("../messages/quiz/fr.txt"),
            Lang::Ru => include_str!("../messages/quiz/ru.txt"),
        }
    }

    /// The bot arena's file alone (`messages/arena/<lang>.txt`), for the
    /// arena's wasm (crates/tenace-shedding-web).
    pub(crate) const fn arena_source(self) -> &'static str {
        match self {
            Lang::En => include_str!("../messages/arena/en.txt"),
            Lang::Et => include_str!("../messages/arena/et.txt"),
            Lang::Lt => include_str!("../messages/arena/lt.txt"),
            Lang::De => include_str!("../messages/arena/de.txt"),
            Lang::Fr => include_str!("../messages/arena/fr.txt"),
            Lang::Ru => include_str!("../messages/arena/ru.txt"),
        }
    }

    /// The translations of the engines' English templates: the bidding
    /// explanations (`explanations/<lang>.txt`) and the Laws tutor's texts
    /// (`explanations/laws/<lang>.txt`: rulings, law titles, notes, quiz),
    /// and Preferans' robot reasons and rulings (`explanations/preferans/<lang>.txt`).
    /// An English line must not be translated in both.
    pub(crate) const fn explanations_source(self) -> &'static str {
        #[cfg(feature = "all-languages")]
        macro_rules! files {
            ($lang:literal) => {
                concat!(
                    include_str!(concat!("../explanations/", $lang, ".txt")),
                    "\n",
                    include_str!(concat!("../explanations/laws/", $lang, ".txt")),
                    "\n",
                    include_str!(concat!("../explanations/preferans/", $lang, ".txt")),
                )
            };
        }
        match self {
            Lang::En => "",
            #[cfg(feature = "all-languages")]
            Lang::Et => files!("et"),
            #[cfg(feature = "all-languages")]
            Lang::Lt => files!("lt"),
            #[cfg(feature = "all-languages")]
            Lang::De => files!("de"),
            #[cfg(feature = "all-languages")]
            Lang::Fr => files!("fr"),
            #[cfg(feature = "all-languages")]
            Lang::Ru => files!("ru"),
            #[cfg(not(feature = "all-languages"))]
            _ => "",
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.native_name())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("“{0}” is not one of Tenace's languages (en, et, lt, de, fr, ru)")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::from_tag(s).ok_or_else(|| UnknownLang(s.to_owned()))
    }
}
