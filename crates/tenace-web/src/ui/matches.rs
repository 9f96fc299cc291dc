//! Match play against a robot field (crates/tenace-match) and session summaries.

use crate::i18n::tr;
use crate::state::Msg;
use tenace_i18n::Lang;
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
    /// The app's reducer (to start a deal at the table, change settings, …).
    pub dispatch: Callback<Msg>,
}

#[component]
pub fn MatchView(props: &Props) -> Html {
    let _ = (&props.lang, &props.dispatch);
    html! {
        <section class="view-matches" aria-label={tr("match.title")}>
            <h2>{ tr("match.title") }</h2>
        </section>
    }
}
