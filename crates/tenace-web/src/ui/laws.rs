//! The Laws tutor (crates/tenace-laws): irregularities, the director, rulings, scenarios.
//! The tutor keeps its own state (`crate::laws`); the app's reducer is not
//! involved. Its own wasm module (src/bin/tenace-laws.rs) renders this view.

use crate::i18n::tr;
use crate::laws::view::LawsTutor;
use tenace_i18n::Lang;
use yew::prelude::*;

#[derive(Properties, Clone, PartialEq)]
pub struct Props {
    pub lang: Lang,
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
