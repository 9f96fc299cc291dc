//! Running the real `tenace` binary, shared by the CLI test files.

#![allow(dead_code)] // each test file uses part of this

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// `../shared/testdata` (or `$TENACE_TESTDATA`), as every cross-crate test finds it.
pub fn testdata_dir() -> std::path::PathBuf {
    tenace_tests::testdata_dir()
}

/// `tenace ARGS…` with no input.
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tenace")).args(args).output().expect("the tenace binary runs")
}

/// `tenace ARGS…` with `stdin` piped in. The input is written from another
/// thread so that a full stdout pipe cannot deadlock the test.
pub fn run_with_stdin(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tenace"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tenace binary runs");
    let mut input = child.stdin.take().expect("stdin is piped");
    let text = stdin.to_owned();
    let writer = std::thread::spawn(move || input.write_all(text.as_bytes()));
    let output = child.wait_with_output().expect("tenace finishes");
    writer.join().expect("the writer thread ends").expect("the input is written");
    output
}
