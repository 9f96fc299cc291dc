//! The lesson files and their validation.

use serde::{Deserialize, Serialize};
use tenace_bridge::{Auction, Call, Deal, Seat};
use tenace_cards::{CardSet, Suit};
use tenace_i18n::Lang;

/// What every language of a lesson shares.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    /// 1, 2, …: the place in the course.
    pub number: u8,
    pub deals: Vec<LessonDeal>,
    /// For each quiz question, the index of the right option.
    pub quiz_answers: Vec<usize>,
}

/// A prepared deal the learner plays or bids against the robots.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonDeal {
    /// Stable id within the lesson (`"first-trick"`), the key of its words.
    pub id: String,
    /// PBN deal (`N:AKQ.… …`).
    pub deal: String,
    pub dealer: Seat,
    /// The learner's seat (South in most lessons).
    pub learner: Seat,
    pub mode: Mode,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Mode {
    /// The auction is given (space-separated calls, complete); the learner
    /// plays (as declarer or defender) and must take `target` tricks for
    /// their side.
    Play { auction: String, target: u8 },
    /// The calls before the learner's first one are given; the learner bids
    /// until the auction ends, each call checked against the system.
    Bid { before: String },
}

/// The words of a lesson in one language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LessonText {
    pub title: String,
    pub sections: Vec<Section>,
    pub deals: Vec<DealText>,
    pub quiz: Vec<QuizText>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    pub heading: String,
    /// Paragraphs separated by blank lines; plain text (never HTML).
    pub text: String,
}

/// One block of a section's text, in reading order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Block {
    /// Plain text.
    Paragraph(String),
    /// A paragraph that is a single line `hand: AQ5.K83.J962.754` (spades,
    /// hearts, diamonds, clubs; PBN letters in every language): shown as a
    /// card diagram, its rank letters in the reader's language.
    Hand(CardSet),
}

/// The prefix of a hand diagram line.
pub const HAND_PREFIX: &str = "hand:";

impl Section {
    /// The text's paragraphs and diagrams. A `hand:` line that does not
    /// parse is a paragraph (the tests refuse such data).
    pub fn blocks(&self) -> Vec<Block> {
        self.text
            .split("\n\n")
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| match parse_hand_line(p) {
                Some(Ok(hand)) => Block::Hand(hand),
                Some(Err(_)) | None => Block::Paragraph(p.to_owned()),
            })
            .collect()
    }
}

/// `Some` when `line` is meant as a diagram; `Err` when it does not parse.
fn parse_hand_line(line: &str) -> Option<Result<CardSet, String>> {
    let rest = line.strip_prefix(HAND_PREFIX)?.trim();
    Some(CardSet::parse_dotted(rest, Suit::DESCENDING).ok_or_else(|| format!("“{line}” is not a hand (AKQ.J9.T87.65)")))
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealText {
    /// The [`LessonDeal::id`] these words belong to.
    pub id: String,
    pub title: String,
    /// What the learner must do, said before the deal.
    pub goal: String,
    /// Shown on request, one at a time.
    pub hints: Vec<String>,
    /// Said when the goal is reached.
    pub success: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuizText {
    pub question: String,
    pub options: Vec<String>,
    /// Why the right option is right.
    pub explanation: String,
}

/// A lesson file that is missing, unreadable or inconsistent.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LessonError {
    #[error("lesson {lesson}: {file} is not valid: {message}")]
    Unreadable { lesson: String, file: String, message: String },
    #[error("lesson {lesson}: no text in {lang}")]
    MissingLanguage { lesson: String, lang: &'static str },
    #[error("lesson {lesson}: {message}")]
    Inconsistent { lesson: String, message: String },
}

/// One lesson with its words in every language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CourseLesson {
    /// The directory name (`01-tricks`).
    pub slug: String,
    pub lesson: Lesson,
    /// Indexed by [`Lang::index`].
    pub texts: Vec<LessonText>,
}

impl CourseLesson {
    pub fn text(&self, lang: Lang) -> &LessonText {
        &self.texts[lang.index()]
    }
}

/// Lesson texts handed over at run time: (lesson, language, file contents).
static PROVIDED: std::sync::Mutex<Vec<(String, Lang, &'static str)>> = std::sync::Mutex::new(Vec::new());

/// The lessons' directory names, in directory order.
pub fn slugs() -> Vec<&'static str> {
    let mut slugs: Vec<&str> = crate::files::FILES.iter().map(|(d, _, _)| *d).collect();
    slugs.dedup();
    slugs
}

/// Adds the words of lesson `slug` in `lang` (the contents of its
/// `<lang>.json`), for a build that compiled in English only. Checked when
/// read: a file that does not parse is refused and nothing is added.
pub fn provide_text(slug: &str, lang: Lang, json: &str) -> Result<(), LessonError> {
    serde_json::from_str::<LessonText>(json).map_err(|e| LessonError::Unreadable {
        lesson: slug.to_owned(),
        file: format!("{}.json", lang.code()),
        message: e.to_string(),
    })?;
    let mut provided = PROVIDED.lock().unwrap_or_else(|p| p.into_inner());
    if !provided.iter().any(|(s, l, _)| s == slug && *l == lang) {
        // Read once per lesson and language, kept for the page's life.
        provided.push((slug.to_owned(), lang, Box::leak(json.to_owned().into_boxed_str())));
    }
    Ok(())
}

/// Whether every lesson's words in `lang` are there (compiled in or provided).
pub fn has_language(lang: Lang) -> bool {
    let name = format!("{}.json", lang.code());
    let provided = PROVIDED.lock().unwrap_or_else(|p| p.into_inner());
    slugs().iter().all(|slug| {
        crate::files::FILES.iter().any(|(d, f, _)| d == slug && *f == name)
            || provided.iter().any(|(s, l, _)| s == slug && *l == lang)
    })
}

/// Every lesson, in course order, each checked for completeness. A build
/// without every language compiled in shows English for a language whose
/// words were not provided.
pub fn lessons() -> Result<Vec<CourseLesson>, LessonError> {
    let slugs = slugs();
    let provided = PROVIDED.lock().unwrap_or_else(|p| p.into_inner()).clone();
    let mut out = Vec::new();
    for slug in slugs {
        let file =
            |name: &str| crate::files::FILES.iter().find(|(d, f, _)| *d == slug && *f == name).map(|(_, _, c)| *c);
        let unreadable = |name: &str, e: serde_json::Error| LessonError::Unreadable {
            lesson: slug.to_owned(),
            file: name.to_owned(),
            message: e.to_string(),
        };
        let shared = file("lesson.json").ok_or_else(|| LessonError::Inconsistent {
            lesson: slug.to_owned(),
            message: "lesson.json is missing".to_owned(),
        })?;
        let lesson: Lesson = serde_json::from_str(shared).map_err(|e| unreadable("lesson.json", e))?;
        let mut texts = Vec::new();
        for lang in Lang::ALL {
            let name = format!("{}.json", lang.code());
            let given = provided.iter().find(|(s, l, _)| s == slug && *l == lang).map(|(_, _, text)| *text);
            let fallback = if cfg!(feature = "all-languages") { None } else { file("en.json") };
            let text = file(&name)
                .or(given)
                .or(fallback)
                .ok_or(LessonError::MissingLanguage { lesson: slug.to_owned(), lang: lang.code() })?;
            let text: LessonText = serde_json::from_str(text).map_err(|e| unreadable(&name, e))?;
            texts.push(text);
        }
        let l = CourseLesson { slug: slug.to_owned(), lesson, texts };
        l.check()?;
        out.push(l);
    }
    out.sort_by_key(|l| l.lesson.number);
    Ok(out)
}

impl CourseLesson {
    fn check(&self) -> Result<(), LessonError> {
        let bad = |message: String| LessonError::Inconsistent { lesson: self.slug.clone(), message };
        for d in &self.lesson.deals {
            d.validate().map_err(|m| bad(format!("deal “{}”: {m}", d.id)))?;
        }
        for (lang, t) in Lang::ALL.iter().zip(&self.texts) {
            let code = lang.code();
            let ids: Vec<&str> = t.deals.iter().map(|d| d.id.as_str()).collect();
            let want: Vec<&str> = self.lesson.deals.iter().map(|d| d.id.as_str()).collect();
            if ids != want {
                return Err(bad(format!("{code}: deal words {ids:?} do not match the deals {want:?}")));
            }
            if t.quiz.len() != self.lesson.quiz_answers.len() {
                return Err(bad(format!(
                    "{code}: {} quiz questions, {} answers",
                    t.quiz.len(),
                    self.lesson.quiz_answers.len()
                )));
            }
            for (i, (q, &answer)) in t.quiz.iter().zip(&self.lesson.quiz_answers).enumerate() {
                if answer >= q.options.len() {
                    return Err(bad(format!("{code}: quiz {} has no option {answer}", i + 1)));
                }
            }
            let empty = t.title.trim().is_empty()
                || t.sections.is_empty()
                || t.sections.iter().any(|s| s.heading.trim().is_empty() || s.text.trim().is_empty())
                || t.deals
                    .iter()
                    .any(|d| d.goal.trim().is_empty() || d.success.trim().is_empty() || d.title.trim().is_empty())
                || t.quiz.iter().any(|q| {
                    q.question.trim().is_empty()
                        || q.explanation.trim().is_empty()
                        || q.options.iter().any(|o| o.trim().is_empty())
                });
            if empty {
                return Err(bad(format!("{code}: an empty title, heading, text, goal or quiz line")));
            }
            for section in &t.sections {
                for p in section.text.split("\n\n") {
                    if let Some(Err(m)) = parse_hand_line(p.trim()) {
                        return Err(bad(format!("{code}: {m}")));
                    }
                }
            }
        }
        Ok(())
    }
}

impl LessonDeal {
    /// The deal, parsed.
    pub fn parsed(&self) -> Result<Deal, String> {
        Deal::from_pbn(&self.deal).map_err(|e| e.to_string())
    }

    /// The given calls, replayed from the dealer.
    pub fn given_auction(&self) -> Result<Auction, String> {
        let calls = match &self.mode {
            Mode::Play { auction, .. } => auction,
            Mode::Bid { before } => before,
        };
        let mut a = Auction::new(self.dealer);
        for (i, word) in calls.split_whitespace().enumerate() {
            let call: Call = word.parse().map_err(|_| format!("call {} “{word}” is not a call", i + 1))?;
            a.push(call).map_err(|e| format!("call {} “{word}”: {e}", i + 1))?;
        }
        Ok(a)
    }

    fn validate(&self) -> Result<(), String> {
        self.parsed()?;
        let a = self.given_auction()?;
        match &self.mode {
            Mode::Play { target, .. } => {
                if !a.is_complete() || a.contract().is_none() {
                    return Err("a play deal needs a complete auction with a contract".to_owned());
                }
                if *target > 13 {
                    return Err(format!("a target of {target} tricks"));
                }
            }
            Mode::Bid { .. } => {
                if a.to_act() != Some(self.learner) {
                    return Err(format!("after the given calls it is {:?}'s turn, not the learner's", a.to_act()));
                }
            }
        }
        Ok(())
    }
}
