//! The Laws tutor (crates/tenace-laws): irregularities, the director, rulings, scenarios.
//! The tutor keeps its own state (`crate::laws`); the app's reducer is not involved.

use crate::i18n::tr;
use crate::laws::view::LawsTutor;
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
pub fn LawsView(props: &Props) -> Html {
    html! {
        <section class="view-laws" aria-label={tr("laws.title")}>
            <h2>{ tr("laws.title") }</h2>
            <LawsTutor lang={props.lang} />
        </section>
    }
}
