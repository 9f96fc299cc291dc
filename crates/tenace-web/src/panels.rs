//! The table's panels that are not needed to play a card: after the deal
//! the result panel (contract, score, the hands, the auction and the play),
//! the review of the user's calls and the double-dummy analysis panel; and
//! the claim, share, load and settings dialogs. They are a wasm module of
//! their own (`tenace-panels`, src/bin/tenace-panels.rs), imported the first
//! time a deal ends or a dialog opens, so that the first visit to the table
//! does not download them (issue 21).
//!
//! The state stays the table's (`crate::state::Table`: the game, the
//! analysis with its worker jobs and revision tags, the bidding engine's
//! answers, the match). The shell hands each mounted panel a [`PanelData`]
//! (JSON) whenever it changes: the table as its autosave writes it, which the
//! module reads back (replaying every deal through the engine), and what the
//! save leaves out (the analysis, the bidding engine's answer, the match's
//! line, the browser's language). The module renders the same views as
//! before and answers with [`PanelCommand`]s, which the shell turns into the
//! table's messages.

use crate::analysis::{DdSummary, Work};
use crate::explain::Explained;
use crate::i18n::Lang;
use crate::score::RubberCode;
use crate::state::{Dialog, Msg, Notice, ScoringMode, Settings, Table};
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use tenace_bridge::scoring::CodeName;
use tenace_bridge::Action;
use tenace_dd::PositionSolution;
use yew::prelude::*;

/// What a mounted panel of the module shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PanelData {
    /// The panels after the deal (boxed: the larger of the two).
    After(Box<AfterContext>),
    /// An open dialog.
    Dialog(DialogContext),
    /// The session's score sheet, once it has something to show.
    Sheet(SheetContext),
}

/// What the score sheet is shown of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SheetContext {
    /// The table as its autosave writes it (the session's finished deals, the deal on the table).
    pub save: String,
    /// Whether the sheet is open (it opens when a deal ends).
    pub open: bool,
}

impl SheetContext {
    /// The sheet's context, or None while the page draws the sheet itself: a duplicate
    /// session before its first deal is over (`crate::ui::result::empty_sheet`). None too
    /// if the table cannot be written, which the autosave reports.
    pub fn of(table: &Table) -> Option<SheetContext> {
        let finished = table.game().phase() == tenace_bridge::Phase::Finished;
        if table.session.mode == ScoringMode::Duplicate && table.session.history.is_empty() && !finished {
            return None;
        }
        Some(SheetContext { save: crate::save::to_json(table).ok()?, open: finished })
    }
}

/// What the after-the-deal panels are shown of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AfterContext {
    /// The table as its autosave writes it (`crate::save::to_json`): the
    /// settings, the session's finished deals, the deal just finished and its notes.
    pub save: String,
    /// The double-dummy table and par.
    pub table: Work<DdSummary>,
    /// The review of the play: one solution per card.
    pub review: Work<Vec<PositionSolution>>,
    /// The card the review looks at.
    pub step: usize,
    /// The bidding engine's last answer (call meanings, the review of the calls).
    pub explanations: Option<Explained>,
    /// The call whose meaning is shown below the auction.
    pub explained: Option<usize>,
    /// A match board's line (banner, text), worded by the shell, which holds the match.
    pub match_line: Option<(String, String)>,
}

impl AfterContext {
    /// The context of a finished deal (None while it is played, or if the
    /// table cannot be written, which the autosave reports).
    pub fn of(table: &Table) -> Option<AfterContext> {
        if table.game().phase() != tenace_bridge::Phase::Finished {
            return None;
        }
        Some(AfterContext {
            save: crate::save::to_json(table).ok()?,
            table: table.analysis.table.clone(),
            review: table.analysis.review.clone(),
            step: table.analysis.step,
            explanations: table.explanations.as_deref().cloned(),
            explained: table.explained,
            match_line: crate::ui::matches::match_result_line(table),
        })
    }

    /// The table the views render: the save read back, with what it leaves out.
    pub fn table(&self) -> Result<Table, String> {
        let mut table = crate::save::from_json(&self.save)?;
        self.fill(&mut table);
        Ok(table)
    }

    /// What the save leaves out, put back.
    fn fill(&self, table: &mut Table) {
        table.analysis.table = self.table.clone();
        table.analysis.review = self.review.clone();
        table.analysis.step = self.step;
        table.explanations = self.explanations.clone().map(Rc::new);
        table.explained = self.explained;
    }
}

/// What an open dialog is shown of the table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DialogContext {
    pub dialog: Dialog,
    /// The table as its autosave writes it.
    pub save: String,
    /// The browser's language (the settings offer it by name).
    pub browser_lang: Lang,
}

impl DialogContext {
    /// The context of the open dialog (None when none is open, or if the table cannot be written).
    pub fn of(table: &Table) -> Option<DialogContext> {
        if table.dialog == Dialog::None {
            return None;
        }
        Some(DialogContext {
            dialog: table.dialog,
            save: crate::save::to_json(table).ok()?,
            browser_lang: table.browser_lang,
        })
    }

    /// The table the dialog renders.
    pub fn table(&self) -> Result<Table, String> {
        let mut table = crate::save::from_json(&self.save)?;
        table.browser_lang = self.browser_lang;
        table.dialog = self.dialog;
        Ok(table)
    }
}

/// What the panels ask of the table: the messages their views send.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PanelCommand {
    NextDeal,
    Undo,
    /// Open a dialog, or close the open one (`Dialog::None`).
    Open(Dialog),
    /// Show (or hide) the meaning of call `i` of the auction.
    Explain(Option<usize>),
    /// Stop the double-dummy workers (the shell holds them) and mark the work cancelled.
    DdCancel,
    DdRetry,
    /// Look at card `i` of the review.
    ReviewStep(usize),
    /// The user's claim.
    User(Action),
    Settings(Settings),
    NewSession(ScoringMode),
    /// A new rubber under the code named by its key (`CodeName::key`).
    NewRubber {
        code: String,
        below_line_in_total: bool,
    },
    Notify(Notice),
    FileLoaded {
        file: crate::state::LoadedFile,
        problems: Vec<String>,
    },
    PlayFileBoard(usize),
}

impl PanelCommand {
    /// The command a view's message stands for (None for a message these views do not send).
    pub fn of(msg: &Msg) -> Option<PanelCommand> {
        Some(match msg {
            Msg::NextDeal => PanelCommand::NextDeal,
            Msg::Undo => PanelCommand::Undo,
            Msg::Open(dialog) => PanelCommand::Open(*dialog),
            Msg::Explain(i) => PanelCommand::Explain(*i),
            Msg::DdCancel => PanelCommand::DdCancel,
            Msg::DdRetry => PanelCommand::DdRetry,
            Msg::ReviewStep(i) => PanelCommand::ReviewStep(*i),
            Msg::User(action) => PanelCommand::User(action.clone()),
            Msg::Settings(settings) => PanelCommand::Settings(settings.clone()),
            Msg::NewSession(mode) => PanelCommand::NewSession(*mode),
            Msg::NewRubber(code) => PanelCommand::NewRubber {
                code: code.name.key().to_owned(),
                below_line_in_total: code.below_line_in_total,
            },
            Msg::Notify(notice) => PanelCommand::Notify(notice.clone()),
            Msg::FileLoaded { file, problems } => {
                PanelCommand::FileLoaded { file: file.clone(), problems: problems.clone() }
            }
            Msg::PlayFileBoard(i) => PanelCommand::PlayFileBoard(*i),
            _ => return None,
        })
    }

    /// The table's message for the command (the shell stops its workers
    /// before `DdCancel`); None for a rubber code this version does not know.
    pub fn msg(self) -> Option<Msg> {
        Some(match self {
            PanelCommand::NextDeal => Msg::NextDeal,
            PanelCommand::Undo => Msg::Undo,
            PanelCommand::Open(dialog) => Msg::Open(dialog),
            PanelCommand::Explain(i) => Msg::Explain(i),
            PanelCommand::DdCancel => Msg::DdCancel,
            PanelCommand::DdRetry => Msg::DdRetry,
            PanelCommand::ReviewStep(i) => Msg::ReviewStep(i),
            PanelCommand::User(action) => Msg::User(action),
            PanelCommand::Settings(settings) => Msg::Settings(settings),
            PanelCommand::NewSession(mode) => Msg::NewSession(mode),
            PanelCommand::NewRubber { code, below_line_in_total } => {
                let name = code.parse::<CodeName>().ok().filter(|c| crate::score::is_rubber_code(*c))?;
                Msg::NewRubber(RubberCode::new(name).counting_below_line(below_line_in_total))
            }
            PanelCommand::Notify(notice) => Msg::Notify(notice),
            PanelCommand::FileLoaded { file, problems } => Msg::FileLoaded { file, problems },
            PanelCommand::PlayFileBoard(i) => Msg::PlayFileBoard(i),
        })
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
    pub data: Rc<PanelData>,
    pub dispatch: Callback<PanelCommand>,
}

/// The views' messages, sent to the shell as commands.
fn commands(send: &Callback<PanelCommand>) -> Callback<Msg> {
    let send = send.clone();
    Callback::from(move |msg: Msg| {
        if let Some(command) = PanelCommand::of(&msg) {
            send.emit(command);
        }
    })
}

/// One mounted panel: the after-the-deal panels or a dialog.
#[component]
pub fn PanelView(props: &Props) -> Html {
    match &*props.data {
        PanelData::After(context) => {
            html! { <AfterView lang={props.lang} context={Rc::new((**context).clone())} dispatch={props.dispatch.clone()} /> }
        }
        PanelData::Dialog(context) => {
            html! { <DialogView context={Rc::new(context.clone())} dispatch={props.dispatch.clone()} /> }
        }
        PanelData::Sheet(context) => html! { <SheetView context={Rc::new(context.clone())} /> },
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct SheetViewProps {
    pub context: Rc<SheetContext>,
}

/// The score sheet, in the table's side column.
#[component]
pub fn SheetView(props: &SheetViewProps) -> Html {
    let restored = {
        let context = props.context.clone();
        use_memo(props.context.save.clone(), move |_| crate::save::from_json(&context.save))
    };
    match &*restored {
        Ok(table) => html! { <crate::ui::result::ScoreSheetView table={table.clone()} open={props.context.open} /> },
        Err(e) => unreadable(e),
    }
}

/// The table could not be read back (a bug): said on the panel.
fn unreadable(e: &str) -> Html {
    html! {
        <p class="notice error" role="alert" data-testid="panel-failed">{ format!("This panel could not read the table: {e}") }</p>
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct AfterProps {
    pub lang: Lang,
    pub context: Rc<AfterContext>,
    pub dispatch: Callback<PanelCommand>,
}

/// The panels after the deal, in the table's side column.
#[component]
pub fn AfterView(props: &AfterProps) -> Html {
    // The save is read again (every deal replayed) only when it changes, not for each step of the analysis.
    let restored = {
        let context = props.context.clone();
        use_memo(props.context.save.clone(), move |_| context.table())
    };
    // "Next deal" takes the focus when the panels appear (they are mounted when a deal ends).
    use_effect_with((), |_| crate::dom::focus("[data-action=next-deal]"));
    let mut table = match &*restored {
        Ok(table) => table.clone(),
        Err(e) => return unreadable(e),
    };
    let context = &props.context;
    context.fill(&mut table);
    let dispatch = commands(&props.dispatch);
    let on_cancel = {
        let send = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| send.emit(PanelCommand::DdCancel))
    };
    let game = table.game();
    let setup = game.setup();
    let meanings = Rc::new(table.call_meanings());
    let review = table.auction_review();
    let auction = html! {
        <crate::ui::auction::AuctionGrid lang={props.lang} auction={game.auction().clone()} meanings={meanings}
                     vulnerability={setup.vulnerability} dealer={setup.dealer} explained={table.explained}
                     dispatch={dispatch.clone()} user={table.user_seat()} />
    };
    html! {
        <>
            { crate::ui::result::result_panel(&table, &dispatch, auction, context.match_line.as_ref()) }
            { crate::ui::bidding::auction_review_view(&review, &table.settings.system) }
            { crate::ui::analysis::analysis_panel(&table, &dispatch, &on_cancel) }
        </>
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct DialogViewProps {
    pub context: Rc<DialogContext>,
    pub dispatch: Callback<PanelCommand>,
}

/// The open dialog.
#[component]
pub fn DialogView(props: &DialogViewProps) -> Html {
    let restored = {
        let context = props.context.clone();
        use_memo((props.context.save.clone(), props.context.browser_lang), move |_| context.table())
    };
    // The first control takes the focus when the dialog opens (it is mounted when it opens).
    use_effect_with(props.context.dialog, |_| crate::dom::focus("[data-dialog] [data-autofocus]"));
    let table = match &*restored {
        Ok(table) => table.clone(),
        Err(e) => return unreadable(e),
    };
    let dispatch = commands(&props.dispatch);
    use crate::ui::dialogs::{ClaimDialog, LoadDialog, SettingsDialog, ShareDialog};
    match props.context.dialog {
        Dialog::Claim => html! { <ClaimDialog {table} {dispatch} /> },
        Dialog::Share => html! { <ShareDialog {table} {dispatch} /> },
        Dialog::Load => html! { <LoadDialog {table} {dispatch} /> },
        Dialog::Settings => html! { <SettingsDialog {table} {dispatch} /> },
        Dialog::None => Html::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{NoticeKind, ScoringMode, Settings};

    /// Every message the panels' views send goes to the table as the same message, through JSON.
    #[test]
    fn commands_stand_for_the_views_messages() {
        let settings = Settings { always_declare: true, ..Settings::default() };
        let messages = [
            Msg::NextDeal,
            Msg::Undo,
            Msg::Open(Dialog::Share),
            Msg::Open(Dialog::None),
            Msg::Explain(Some(3)),
            Msg::Explain(None),
            Msg::DdCancel,
            Msg::DdRetry,
            Msg::ReviewStep(17),
            Msg::User(Action::Claim { seat: tenace_bridge::Seat::South, tricks: 4, line: Vec::new() }),
            Msg::Settings(settings),
            Msg::NewSession(ScoringMode::Rubber),
            Msg::NewRubber(RubberCode::new(CodeName::Kontrakt).counting_below_line(false)),
            Msg::Notify(Notice { kind: NoticeKind::Error, text: "no".into() }),
            Msg::PlayFileBoard(2),
        ];
        for msg in messages {
            let command = PanelCommand::of(&msg).expect("a message of the panels' views");
            let text = serde_json::to_string(&command).expect("a command is JSON");
            let read: PanelCommand = serde_json::from_str(&text).expect("and reads back");
            assert_eq!(format!("{:?}", read.msg()), format!("{:?}", Some(msg)));
        }
        assert_eq!(PanelCommand::of(&Msg::Undo).map(|_| ()), Some(()));
        assert_eq!(PanelCommand::of(&Msg::CallHint), None, "not a message of these views");
        let unknown = PanelCommand::NewRubber { code: "tennis".into(), below_line_in_total: true };
        assert!(unknown.msg().is_none(), "an unknown scoring code is no message");
    }

    /// A deal in progress has no after-the-deal context; no dialog, no dialog context.
    #[test]
    fn no_context_when_nothing_is_shown() {
        let table = Table::new(42, Settings::default(), ScoringMode::Duplicate);
        assert_eq!(AfterContext::of(&table), None);
        assert_eq!(DialogContext::of(&table), None);
        let mut open = table.clone();
        open.dialog = Dialog::Settings;
        let context = DialogContext::of(&open).expect("a dialog is open");
        let text = serde_json::to_string(&PanelData::Dialog(context.clone())).unwrap();
        let back = serde_json::from_str::<PanelData>(&text).unwrap();
        assert_eq!(back, PanelData::Dialog(context.clone()));
        let read = context.table().unwrap();
        assert_eq!(
            (read.dialog, &read.settings, read.browser_lang),
            (Dialog::Settings, &open.settings, open.browser_lang)
        );
        assert_eq!(read.game().record(), open.game().record());
    }
}
