//! Claim, share, load and settings dialogs.

use crate::files;
use crate::i18n::{self, tr, trf, Lang};
use crate::link::share_hash;
use crate::score::{code_description, code_name, offers_below_line_choice, rubber_codes, RubberCode};
use crate::state::{Dialog, Msg, Notice, ScoringMode, Settings, Source, Speed, Table, SYSTEMS};
use tenace_bridge::scoring::CodeName;
use tenace_bridge::{Action, Seat};
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

#[derive(Properties, PartialEq)]
pub struct DialogProps {
    pub table: Table,
    pub dispatch: Callback<Msg>,
}

fn close(dispatch: &Callback<Msg>) -> Callback<MouseEvent> {
    let dispatch = dispatch.clone();
    Callback::from(move |_: MouseEvent| dispatch.emit(Msg::Open(Dialog::None)))
}

/// A modal frame: title, body, and a close button. Focus goes to the first
/// control when it opens; Escape closes it (handled by the app's key handler).
fn frame(title: &str, id: &str, dispatch: &Callback<Msg>, body: Html) -> Html {
    html! {
        <div class="backdrop">
            <div class="dialog" role="dialog" aria-modal="true" aria-labelledby={format!("{id}-title")} data-dialog={id.to_owned()}>
                <h2 id={format!("{id}-title")}>{ title }</h2>
                { body }
                <button type="button" class="close" aria-label={tr("dialog.close")} onclick={close(dispatch)}>{ "×" }</button>
            </div>
        </div>
    }
}

fn speed_name(speed: Speed) -> &'static str {
    tr(match speed {
        Speed::Slow => "speed.slow",
        Speed::Normal => "speed.normal",
        Speed::Fast => "speed.fast",
        Speed::Instant => "speed.instant",
    })
}

fn select_value(e: &Event) -> Option<String> {
    e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value())
}

/// "How many of the remaining tricks will your side take?"
#[component]
pub fn ClaimDialog(props: &DialogProps) -> Html {
    let game = props.table.game();
    let remaining = game.cardplay().map(|p| p.tricks_remaining()).unwrap_or(0);
    let tricks = use_state(|| remaining);
    let seat = props.table.user_seat();
    let onchange = {
        let tricks = tricks.clone();
        Callback::from(move |e: Event| {
            if let Some(n) = select_value(&e).and_then(|v| v.parse::<u8>().ok()) {
                tricks.set(n);
            }
        })
    };
    let claim = {
        let dispatch = props.dispatch.clone();
        let tricks = *tricks;
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::User(Action::claim(seat, tricks.min(remaining)))))
    };
    let body = html! {
        <>
            <p>{ trf("claim.question", &[("n", &remaining.to_string())]) }</p>
            <label class="field">{ tr("claim.tricks") }{ " " }
                <select id="claim-tricks" data-autofocus="true" {onchange}>
                    { for (0..=remaining).rev().map(|n| html! { <option value={n.to_string()} selected={n == (*tricks).min(remaining)}>{ n }</option> }) }
                </select>
            </label>
            <div class="buttons">
                <button type="button" class="primary" data-action="claim" onclick={claim}>{ tr("action.claim") }</button>
                <button type="button" onclick={close(&props.dispatch)}>{ tr("dialog.cancel") }</button>
            </div>
        </>
    };
    frame(tr("action.claim"), "claim", &props.dispatch, body)
}

/// The deal link and the PBN download.
#[component]
pub fn ShareDialog(props: &DialogProps) -> Html {
    let table = &props.table;
    let seed = match &table.current.source {
        Source::Seed { seed, .. } => Some(*seed),
        Source::File { .. } | Source::Link => None,
    };
    let link = format!("{}{}", crate::dom::page_address(), share_hash(table.game().setup(), seed));
    let download = {
        let game = table.game().clone();
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            let text = files::board_pbn(&game);
            if let Err(e) = crate::dom::download(&files::board_file_name(&game), &text, "application/x-pbn") {
                dispatch.emit(Msg::Notify(Notice::error(e)));
            }
        })
    };
    let select_all = Callback::from(|e: FocusEvent| {
        if let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
            input.select();
        }
    });
    let body = html! {
        <>
            <label class="field wide">{ tr("share.link") }
                <input type="text" readonly=true value={link.clone()} data-testid="share-link" data-autofocus="true" onfocus={select_all} />
            </label>
            <p class="hint">{ tr("share.hint") }</p>
            <div class="buttons">
                <button type="button" class="primary" data-action="download-pbn" onclick={download}>{ tr("share.download") }</button>
                <button type="button" onclick={close(&props.dispatch)}>{ tr("dialog.done") }</button>
            </div>
        </>
    };
    frame(tr("share.title"), "share", &props.dispatch, body)
}

/// Choose a PBN or LIN file, then a board from it.
#[component]
pub fn LoadDialog(props: &DialogProps) -> Html {
    let table = &props.table;
    let chosen = use_state(|| 0usize);
    let onfile = {
        let dispatch = props.dispatch.clone();
        Callback::from(move |e: Event| {
            let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
            let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
            let dispatch = dispatch.clone();
            yew::platform::spawn_local(async move {
                let name = file.name();
                let message = match crate::dom::read_file(file).await {
                    Ok(bytes) => match files::read_file(&name, &bytes).await {
                        Ok((file, problems)) => Msg::FileLoaded { file, problems },
                        Err(e) => Msg::Notify(Notice::error(e)),
                    },
                    Err(e) => Msg::Notify(Notice::error(e)),
                };
                dispatch.emit(message);
            });
        })
    };
    let onboard = {
        let chosen = chosen.clone();
        Callback::from(move |e: Event| {
            if let Some(i) = select_value(&e).and_then(|v| v.parse::<usize>().ok()) {
                chosen.set(i);
            }
        })
    };
    let play = {
        let dispatch = props.dispatch.clone();
        let index = *chosen;
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::PlayFileBoard(index)))
    };
    let file = table.session.file.as_ref();
    let body = html! {
        <>
            <label class="field wide">{ tr("load.file") }
                <input type="file" accept=".pbn,.lin,.txt" data-testid="load-file" data-autofocus="true" onchange={onfile} />
            </label>
            if let Some(file) = file {
                <label class="field wide">{ trf("load.board.from", &[("file", &file.name)]) }
                    <select data-testid="load-board" onchange={onboard}>
                        { for file.boards.iter().enumerate().map(|(i, b)| html! {
                            <option value={i.to_string()} selected={i == *chosen}>{ &b.title }</option>
                        }) }
                    </select>
                </label>
                <div class="buttons">
                    <button type="button" class="primary" data-action="play-board" onclick={play}>{ tr("load.play") }</button>
                    <button type="button" onclick={close(&props.dispatch)}>{ tr("dialog.cancel") }</button>
                </div>
            } else {
                <p class="hint">{ tr("load.hint") }</p>
            }
        </>
    };
    frame(tr("load.title"), "load", &props.dispatch, body)
}

/// Seat, "always declare", robot speed, bidding system, and a new session.
#[component]
pub fn SettingsDialog(props: &DialogProps) -> Html {
    let draft = use_state(|| props.table.settings.clone());
    // The code "New rubber" starts: the running rubber's, else modern rubber.
    let running = match props.table.session.mode {
        ScoringMode::Rubber => props.table.session.code,
        ScoringMode::Duplicate | ScoringMode::Chicago => RubberCode::MODERN,
    };
    let rubber_code = use_state(|| running.name);
    let count_below = use_state(|| running.below_line_in_total);
    let on_count_below = {
        let count_below = count_below.clone();
        Callback::from(move |e: Event| {
            if let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) {
                count_below.set(input.checked());
            }
        })
    };
    let on_code = {
        let rubber_code = rubber_code.clone();
        Callback::from(move |e: Event| {
            if let Some(code) = select_value(&e).and_then(|v| v.parse::<CodeName>().ok()) {
                rubber_code.set(code);
            }
        })
    };
    let new_rubber = {
        let dispatch = props.dispatch.clone();
        let code = RubberCode::new(*rubber_code).counting_below_line(*count_below);
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::NewRubber(code)))
    };
    let set = |f: fn(&mut Settings, &str)| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let value = select_value(&e).or_else(|| {
                e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).map(|i| i.checked().to_string())
            });
            if let Some(value) = value {
                let mut next = (*draft).clone();
                f(&mut next, &value);
                draft.set(next);
            }
        })
    };
    let on_seat = set(|s, v| {
        if let Ok(seat) = v.parse::<Seat>() {
            s.seat = seat;
        }
    });
    let on_declare = set(|s, v| s.always_declare = v == "true");
    let on_claims = set(|s, v| s.robots_claim = v == "true");
    let on_hint = set(|s, v| s.hint = v == "true");
    let on_speed = set(|s, v| {
        if let Some(speed) = Speed::from_name(v) {
            s.speed = speed;
        }
    });
    let on_lang = set(|s, v| {
        s.lang = v.parse::<Lang>().ok();
        // Its words start coming now, so that they are usually there when the settings are saved.
        if let Some(lang) = s.lang {
            yew::platform::spawn_local(crate::words::ensure(lang, &[crate::words::Part::Table]));
        }
    });
    let on_level = set(|s, v| {
        if let Ok(level) =
            serde_json::from_str::<tenace_robots::PlayLevel>(&serde_json::to_string(v).unwrap_or_default())
        {
            s.robot_level = level;
        }
    });
    let on_system = set(|s, v| {
        if let Some(system) = SYSTEMS.into_iter().find(|sys| sys.id() == v) {
            s.system = system;
        }
    });
    let on_opponents_system = set(|s, v| {
        s.opponents_system = SYSTEMS.into_iter().find(|sys| sys.id() == v);
    });
    let save = {
        let dispatch = props.dispatch.clone();
        let draft = (*draft).clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::Settings(draft.clone())))
    };
    let new_session = |mode: ScoringMode| {
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| dispatch.emit(Msg::NewSession(mode)))
    };
    let mode = props.table.session.mode;
    let body = html! {
        <>
            <label class="field">{ tr("ui.language") }{ " " }
                <select id="setting-lang" onchange={on_lang}>
                    <option value="auto" selected={draft.lang.is_none()}>
                        { trf("settings.language.auto", &[("lang", props.table.browser_lang.native_name())]) }
                    </option>
                    { for Lang::ALL.iter().map(|l| html! {
                        <option value={l.code()} lang={l.code()} selected={draft.lang == Some(*l)}>{ l.native_name() }</option>
                    }) }
                </select>
            </label>
            <label class="field">{ tr("settings.seat") }{ " " }
                <select id="setting-seat" data-autofocus="true" onchange={on_seat}>
                    { for Seat::ALL.iter().map(|s| html! { <option value={s.letter().to_string()} selected={*s == draft.seat}>{ i18n::seat(*s) }</option> }) }
                </select>
            </label>
            <label class="field check">
                <input type="checkbox" id="setting-declare" checked={draft.always_declare} onchange={on_declare} />
                { " " }{ tr("settings.always.declare") }
            </label>
            <label class="field check">
                <input type="checkbox" id="setting-robot-claims" checked={draft.robots_claim} onchange={on_claims} />
                { " " }{ tr("settings.robots.claim") }
            </label>
            <label class="field check">
                <input type="checkbox" id="setting-hint" checked={draft.hint} onchange={on_hint} />
                { " " }{ tr("settings.dd.hint") }
            </label>
            <label class="field">{ tr("settings.speed") }{ " " }
                <select id="setting-speed" onchange={on_speed}>
                    { for Speed::ALL.iter().map(|s| html! { <option value={s.name()} selected={*s == draft.speed}>{ speed_name(*s) }</option> }) }
                </select>
            </label>
            <label class="field">{ tr("ui.system") }{ " " }
                <select id="setting-system" onchange={on_system}>
                    { for SYSTEMS.iter().map(|s| html! { <option value={s.id()} selected={*s == draft.system}>{ system_name(s) }</option> }) }
                </select>
            </label>
            <label class="field">{ tr("ui.system.opponents") }{ " " }
                <select id="setting-opponents-system" onchange={on_opponents_system}>
                    <option value="" selected={draft.opponents_system.is_none()}>{ tr("ui.system.same") }</option>
                    { for SYSTEMS.iter().map(|s| html! { <option value={s.id()} selected={Some(*s) == draft.opponents_system}>{ system_name(s) }</option> }) }
                </select>
            </label>
            <p class="hint">{ tr("settings.system.hint") }{ " " }{ tr("settings.system.sides.hint") }</p>
            <label class="field">{ tr("settings.robot.level") }{ " " }
                <select id="setting-robot-level" onchange={on_level}>
                    { for [(tenace_robots::PlayLevel::Fast, "fast", "robot.level.fast"), (tenace_robots::PlayLevel::Normal, "normal", "robot.level.normal"), (tenace_robots::PlayLevel::Strong, "strong", "robot.level.strong")]
                        .into_iter()
                        .map(|(level, value, key)| html! { <option value={value} selected={level == draft.robot_level}>{ tr(key) }</option> }) }
                </select>
            </label>
            <div class="buttons">
                <button type="button" class="primary" data-action="save-settings" onclick={save}>{ tr("dialog.save") }</button>
                <button type="button" onclick={close(&props.dispatch)}>{ tr("dialog.cancel") }</button>
            </div>
            <h3>{ tr("settings.scoring") }</h3>
            <p class="hint">{ trf("settings.scoring.now", &[("mode",
                &match mode {
                    ScoringMode::Duplicate => tr("scoring.duplicate").to_owned(),
                    ScoringMode::Rubber if props.table.session.code.name == CodeName::Rubber => tr("scoring.rubber").to_owned(),
                    ScoringMode::Rubber => format!("{} ({})", tr("scoring.rubber"), code_name(props.table.session.code.name)),
                    ScoringMode::Chicago => tr("scoring.chicago").to_owned(),
                })]) }</p>
            <label class="field">{ tr("codes.choose") }{ " " }
                <select id="setting-rubber-code" aria-describedby="rubber-code-about" onchange={on_code}>
                    { for rubber_codes().map(|c| html! { <option value={c.key()} selected={c == *rubber_code}>{ code_name(c) }</option> }) }
                </select>
            </label>
            <p class="hint code-about" id="rubber-code-about" data-testid="rubber-code-about" aria-live="polite">{ code_description(*rubber_code) }</p>
            if offers_below_line_choice(*rubber_code) {
                <label class="field check">
                    <input type="checkbox" id="setting-below-line" checked={*count_below} onchange={on_count_below} />
                    { " " }{ tr("codes.below.line.count") }
                </label>
            }
            <div class="buttons">
                <button type="button" data-action="new-duplicate" onclick={new_session(ScoringMode::Duplicate)}>{ tr("settings.new.duplicate") }</button>
                <button type="button" data-action="new-rubber" onclick={new_rubber}>{ tr("settings.new.rubber") }</button>
                <button type="button" data-action="new-chicago" onclick={new_session(ScoringMode::Chicago)}>{ tr("settings.new.chicago") }</button>
            </div>
        </>
    };
    frame(tr("settings.title"), "settings", &props.dispatch, body)
}

/// A bidding system's name in the page's language.
fn system_name(system: &tenace_robots::System) -> &'static str {
    tr(match system.id() {
        "sayc-16-18" => "system.sayc-16-18",
        "culbertson" => "system.culbertson",
        "culbertson-1930s" => "system.culbertson-1930s",
        "estonian-club" => "system.estonian-club",
        "estonian-club-strict" => "system.estonian-club-strict",
        "lithuanian" => "system.lithuanian",
        "lithuanian-strict" => "system.lithuanian-strict",
        _ => "system.sayc",
    })
}
