//! The robots' decision time in WebAssembly, without wasm-bindgen: a
//! `cdylib` whose `bench` plays seeded single deals with robots at every
//! seat, timing each decision with a clock the host imports (`env.now_ms`),
//! and leaves a JSON summary in memory for the host to read.
//!
//! ```text
//! cargo build --release --target wasm32-unknown-unknown -p tenace-preferans --example wasm_bench
//! node crates/tenace-preferans/examples/wasm_bench.mjs $CARGO_TARGET_DIR/wasm32-unknown-unknown/release/examples/wasm_bench.wasm DEALS SEED LEVEL
//! ```
//!
//! On the host this example is an empty library.

#[cfg(target_arch = "wasm32")]
mod wasm {
    use tenace_core::{Logged, Rules};
    use tenace_preferans::game::{Deals, Setup, Table};
    use tenace_preferans::robot::{decide, Level};
    use tenace_preferans::{Game, Stage, Variant};

    extern "C" {
        /// Milliseconds of the host's clock (node: this process's CPU time).
        fn now_ms() -> f64;
    }

    static mut OUT: Vec<u8> = Vec::new();

    fn now() -> f64 {
        // SAFETY: an imported host function without arguments or memory access.
        unsafe { now_ms() }
    }

    fn summary(kind: &str, mut v: Vec<f64>) -> String {
        if v.is_empty() {
            return String::new();
        }
        v.sort_by(|a, b| a.total_cmp(b));
        let q = |p: f64| v[((v.len() - 1) as f64 * p) as usize];
        format!(
            "\"{kind}\":{{\"n\":{},\"median\":{:.2},\"p95\":{:.2},\"max\":{:.2}}}",
            v.len(),
            q(0.5),
            q(0.95),
            q(1.0)
        )
    }

    /// Plays `deals` deals (seeds `seed`, `seed + 1`, …) at `level` (0 fast,
    /// 1 normal, 2 strong) and returns a pointer to the JSON summary; its
    /// length is `result_len()`.
    #[no_mangle]
    pub extern "C" fn bench(deals: u32, seed: u32, level: u32) -> *const u8 {
        let level = [Level::Fast, Level::Normal, Level::Strong][level.min(2) as usize];
        let mut times: Vec<(&'static str, f64)> = Vec::new();
        for i in 0..deals {
            let Ok(table) = Table::new(Variant::Sochi, 3, 10) else { break };
            let setup = Setup { table, deals: Deals::Seeded(seed as u64 + i as u64), start: None, max_deals: Some(1) };
            let mut game = Logged::<Game>::new(setup);
            while let Some(seat) = game.to_act().first().copied() {
                let kind = match game.hand().map(|h| h.stage) {
                    Some(Stage::Auction) => "bid",
                    Some(Stage::Discard) => "discard",
                    Some(Stage::Contract) => "contract",
                    Some(Stage::Whist) => "whist",
                    Some(Stage::Play) => "card",
                    _ => "other",
                };
                let t = now();
                let Some(d) = decide(&game, seat, level) else { break };
                times.push((kind, now() - t));
                if game.apply(d.action).is_err() {
                    break;
                }
            }
        }
        let parts: Vec<String> = ["bid", "discard", "contract", "whist", "card", "all"]
            .iter()
            .map(|k| summary(k, times.iter().filter(|(kind, _)| *k == "all" || kind == k).map(|(_, t)| *t).collect()))
            .filter(|s| !s.is_empty())
            .collect();
        let json = format!("{{{}}}", parts.join(","));
        // SAFETY: the module is single-threaded and the host reads OUT only
        // between calls, through the pointer and length returned here.
        unsafe {
            let out = &mut *std::ptr::addr_of_mut!(OUT);
            *out = json.into_bytes();
            out.as_ptr()
        }
    }

    #[no_mangle]
    pub extern "C" fn result_len() -> u32 {
        // SAFETY: see `bench`.
        unsafe { (*std::ptr::addr_of!(OUT)).len() as u32 }
    }
}
