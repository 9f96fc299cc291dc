//! Serde through a type's text form.
//!
//! Cards, calls, contracts and deals are saved as the text players write
//! (`"SA"`, `"1NT"`, `"4SX"`, `"N:AKQ.…"`), so saved games stay readable and
//! stable, and reading one back goes through the same validating parser as
//! any other input.

/// Implements `Serialize` with the given text function and `Deserialize`
/// with the type's `FromStr`, whose error becomes the serde error message.
///
/// ```text
/// tenace_cards::serde_as_text!(Call, |c: &Call| c.code());
/// ```
#[macro_export]
macro_rules! serde_as_text {
    ($ty:ty, $to_text:expr) => {
        impl ::serde::Serialize for $ty {
            fn serialize<S: ::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let to_text: fn(&$ty) -> String = $to_text;
                s.serialize_str(&to_text(self))
            }
        }

        impl<'de> ::serde::Deserialize<'de> for $ty {
            fn deserialize<D: ::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = <String as ::serde::Deserialize>::deserialize(d)?;
                text.parse().map_err(::serde::de::Error::custom)
            }
        }
    };
}
