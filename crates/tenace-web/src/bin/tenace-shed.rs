//! The shedding game "Bridge" against the robots as its own wasm module:
//! imported by the app the first time the player opens it
//! (`tenace_web::feature`). The game runs here (the Rust robots are quick
//! enough for the page's thread: a whole game of `strong` robots takes
//! milliseconds).

use tenace_web::feature::Feature;
use tenace_web::shed::{Props, ShedView};

tenace_web::feature_module!(Feature::Shed, ShedView, |lang| Props { lang });
