//! The course for beginners as its own wasm module: imported by the app the
//! first time the player opens "Learn" (`tenace_web::feature`). It fetches
//! the lessons of the page's language before it renders.

use tenace_web::feature::{Feature, Prepare};
use tenace_web::learn::{Course, Props};

const LESSONS: Prepare = |lang| Box::pin(tenace_web::learn::fetch_language(lang));

tenace_web::feature_module!(Feature::Learn, Course, |lang| Props { lang }, prepare = LESSONS);
