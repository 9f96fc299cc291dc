//! Links that deal a game from its seed:
//! `#preferans&seed=42&variant=sochi&players=3&pool=10` (variant, players and
//! pool optional: the defaults). The same link deals the same cards on any
//! machine (the engine's seeded deals, P10).

use crate::Settings;
use tenace_preferans::Variant;

/// The link's hash for a game.
pub fn write(settings: &Settings, seed: u64) -> String {
    format!(
        "#preferans&seed={seed}&variant={}&players={}&pool={}",
        settings.variant.name(),
        settings.players,
        settings.pool
    )
}

/// Whether a hash is a Preferans link at all (the shell routes it to the view).
pub fn is_preferans(hash: &str) -> bool {
    let h = hash.trim_start_matches('#');
    h == "preferans" || h.starts_with("preferans&")
}

/// The settings and seed of a link (other settings as in `base`), or why it is broken.
pub fn read(hash: &str, base: &Settings) -> Result<(Settings, u64), String> {
    let h = hash.trim_start_matches('#');
    let Some(rest) = h.strip_prefix("preferans") else {
        return Err("not a Preferans link (it starts #preferans)".into());
    };
    let mut settings = base.clone();
    let mut seed = None;
    for part in rest.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = part.split_once('=').ok_or_else(|| format!("“{part}” is not key=value"))?;
        match key {
            "seed" => seed = Some(value.parse::<u64>().map_err(|_| format!("seed “{value}” is not a whole number"))?),
            "variant" => {
                settings.variant = Variant::ALL
                    .into_iter()
                    .find(|v| v.name() == value.to_lowercase())
                    .ok_or_else(|| format!("variant “{value}” is not sochi, leningrad or rostov (P84)"))?
            }
            "players" => {
                settings.players = match value {
                    "3" => 3,
                    "4" => 4,
                    _ => return Err(format!("players “{value}”: Preferans is played by 3 or 4 (P1)")),
                }
            }
            "pool" => {
                settings.pool = value
                    .parse::<i64>()
                    .ok()
                    .filter(|p| (1..=tenace_preferans::record::MAX_POOL).contains(p))
                    .ok_or_else(|| format!("pool “{value}” is not a pool target (P60)"))?
            }
            _ => return Err(format!("“{key}” is not a setting of a Preferans link")),
        }
    }
    let seed = seed.ok_or("the link has no seed")?;
    settings.setup(seed)?;
    Ok((settings, seed))
}
