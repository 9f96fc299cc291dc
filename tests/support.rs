//! Helpers shared by the cross-crate tests.

use std::path::PathBuf;

/// `../shared/testdata` beside the repository (where CI puts it), or
/// `$TENACE_TESTDATA` if set.
pub fn testdata_dir() -> PathBuf {
    if let Ok(dir) = std::env::var("TENACE_TESTDATA") {
        return PathBuf::from(dir);
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/testdata")
}
