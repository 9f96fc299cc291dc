//! placeholder
use crate::context::Ctx;
use crate::rule::Candidate;
pub fn candidates(ctx: &Ctx) -> Vec<Candidate> { crate::culbertson::candidates(ctx) }
