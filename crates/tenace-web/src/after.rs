//! After the deal: the result panel (contract, score, the hands, the auction
//! and the play), the review of the user's calls and the double-dummy
//! analysis panel. They are a wasm module of their own (`tenace-after`,
//! src/bin/tenace-after.rs), loaded the first time a deal ends, so that the
//! first visit to the table does not download them (issue 21).
//!
//! The state stays the table's (`crate::state::Table`: the game, the
//! analysis with its worker jobs and revision tags, the bidding engine's
//! answers). The shell hands the module an [`AfterContext`] (JSON) whenever
//! it changes: the table as its autosave writes it, which the module reads
//! back (replaying every deal through the engine), and what the save leaves
//! out (the analysis, the bidding engine's answers, the match's line). The
//! module renders the same views as before and answers with
//! [`AfterCommand`]s, which the shell turns into the table's messages.

use crate::analysis::{DdSummary, Work};
use crate::explain::Explained;
use crate::i18n::Lang;
use crate::state::{Dialog, Msg, Table};
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use tenace_dd::PositionSolution;
use yew::prelude::*;

/// What the after-the-deal module is shown of the table.
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
        table.analysis.table = self.table.clone();
        table.analysis.review = self.review.clone();
        table.analysis.step = self.step;
        table.explanations = self.explanations.clone().map(Rc::new);
        table.explained = self.explained;
        Ok(table)
    }
}

/// What the after-the-deal module asks of the table.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AfterCommand {
    NextDeal,
    Undo,
    /// Open the share dialog.
    Share,
    /// Show (or hide) the meaning of call `i` of the auction.
    Explain(Option<usize>),
    /// Stop the double-dummy workers (the shell holds them) and mark the work cancelled.
    DdCancel,
    DdRetry,
    /// Look at card `i` of the review.
    ReviewStep(usize),
}

impl AfterCommand {
    /// The command a view's message stands for (the views of this module send no other).
    pub fn of(msg: &Msg) -> Option<AfterCommand> {
        Some(match msg {
            Msg::NextDeal => AfterCommand::NextDeal,
            Msg::Undo => AfterCommand::Undo,
            Msg::Open(Dialog::Share) => AfterCommand::Share,
            Msg::Explain(i) => AfterCommand::Explain(*i),
            Msg::DdCancel => AfterCommand::DdCancel,
            Msg::DdRetry => AfterCommand::DdRetry,
            Msg::ReviewStep(i) => AfterCommand::ReviewStep(*i),
            _ => return None,
        })
    }

    /// The table's message for the command (the shell stops its workers before `DdCancel`).
    pub fn msg(self) -> Msg {
        match self {
            AfterCommand::NextDeal => Msg::NextDeal,
            AfterCommand::Undo => Msg::Undo,
            AfterCommand::Share => Msg::Open(Dialog::Share),
            AfterCommand::Explain(i) => Msg::Explain(i),
            AfterCommand::DdCancel => Msg::DdCancel,
            AfterCommand::DdRetry => Msg::DdRetry,
            AfterCommand::ReviewStep(i) => Msg::ReviewStep(i),
        }
    }
}

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
    pub context: Rc<AfterContext>,
    pub dispatch: Callback<AfterCommand>,
}

/// The panels after the deal, in the table's side column.
#[component]
pub fn AfterView(props: &Props) -> Html {
    // The save is read again (every deal replayed) only when it changes, not for each step of the analysis.
    let restored = use_memo(props.context.save.clone(), |_| props.context.table());
    // "Next deal" takes the focus when the panels first appear (a mount per finished deal).
    use_effect_with((), |_| crate::dom::focus("[data-action=next-deal]"));
    let mut table = match &*restored {
        Ok(table) => table.clone(),
        Err(e) => {
            return html! {
                <p class="notice error" role="alert" data-testid="after-failed">
                    { format!("The result could not be shown: {e}") }
                </p>
            }
        }
    };
    let context = &props.context;
    table.analysis.table = context.table.clone();
    table.analysis.review = context.review.clone();
    table.analysis.step = context.step;
    table.explanations = context.explanations.clone().map(Rc::new);
    table.explained = context.explained;
    let dispatch = {
        let send = props.dispatch.clone();
        Callback::from(move |msg: Msg| {
            if let Some(command) = AfterCommand::of(&msg) {
                send.emit(command);
            }
        })
    };
    let on_cancel = {
        let send = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| send.emit(AfterCommand::DdCancel))
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::{ScoringMode, Settings};

    /// Every message the after-the-deal views send goes to the table as the same message.
    #[test]
    fn commands_stand_for_the_views_messages() {
        for msg in [
            Msg::NextDeal,
            Msg::Undo,
            Msg::Open(Dialog::Share),
            Msg::Explain(Some(3)),
            Msg::Explain(None),
            Msg::DdCancel,
            Msg::DdRetry,
            Msg::ReviewStep(17),
        ] {
            let command = AfterCommand::of(&msg).expect("a message of the after-the-deal views");
            let text = serde_json::to_string(&command).expect("a command is JSON");
            let read: AfterCommand = serde_json::from_str(&text).expect("and reads back");
            assert_eq!(format!("{:?}", read.msg()), format!("{msg:?}"));
        }
        assert_eq!(AfterCommand::of(&Msg::Open(Dialog::Settings)), None, "not a command of these views");
    }

    /// A deal in progress has no after-the-deal context.
    #[test]
    fn no_context_during_the_deal() {
        let table = Table::new(42, Settings::default(), ScoringMode::Duplicate);
        assert_eq!(AfterContext::of(&table), None);
    }
}
