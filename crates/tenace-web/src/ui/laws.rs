//! The Laws tutor (crates/tenace-laws): irregularities, the director, rulings, scenarios.

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
pub fn LawsView(props: &Props) -> Html {
    let _ = (&props.lang, &props.dispatch);
    html! {
        <section class="view-laws" aria-label={tr("laws.title")}>
            <h2>{ tr("laws.title") }</h2>
        </section>
    }
}
