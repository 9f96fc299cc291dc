//! The Laws tutor as its own wasm module: imported by the app the first time
//! the player opens "Laws" (`tenace_web::feature`).

use tenace_web::feature::Feature;
use tenace_web::ui::laws::{LawsView, Props};

tenace_web::feature_module!(Feature::Laws, LawsView, |lang| Props { lang });
