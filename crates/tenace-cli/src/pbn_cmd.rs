//! (being written)

pub fn run(_args: &[String]) -> Result<(), String> {
    Err("not built yet".to_owned())
}
