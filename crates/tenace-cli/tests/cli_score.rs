//! `tenace score --batch`, run as a real process.

use serde_json::Value;
mod common;

use common::{run_with_stdin as tenace, testdata_dir};

fn object_keys(v: &Value) -> Vec<String> {
    v.as_object().unwrap().keys().cloned().collect()
}

/// The keys of one JSON object line in the order they are written.
fn keys_in_order(line: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let mut de = serde_json::Deserializer::from_str(line);
    struct Keys<'a>(&'a mut Vec<String>);
    impl<'de> serde::de::Visitor<'de> for Keys<'_> {
        type Value = ();
        fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("an object")
        }
        fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
            while let Some((k, _)) = map.next_entry::<String, serde::de::IgnoredAny>()? {
                self.0.push(k);
            }
            Ok(())
        }
    }
    serde::Deserializer::deserialize_map(&mut de, Keys(&mut keys)).unwrap();
    keys
}

#[test]
fn scores_every_golden_row() {
    let path = testdata_dir().join("duplicate_scores.jsonl");
    let golden = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    let rows: Vec<Value> = golden.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(rows.len(), 2940);

    // Feed the rows without their score, so the tool must compute it.
    let input: String = golden
        .lines()
        .map(|line| {
            let mut keys = keys_in_order(line);
            keys.retain(|k| k != "score");
            let v: Value = serde_json::from_str(line).unwrap();
            let fields: Vec<String> =
                keys.iter().map(|k| format!("{}: {}", serde_json::to_string(k).unwrap(), v[k.as_str()])).collect();
            format!("{{{}}}\n", fields.join(", "))
        })
        .collect();
    let output = tenace(&["score", "--batch"], &input);
    assert!(output.status.success(), "stderr: {}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), rows.len());

    let mut wrong = Vec::new();
    for (n, ((line, row), original)) in lines.iter().zip(&rows).zip(golden.lines()).enumerate() {
        let got: Value = serde_json::from_str(line).unwrap();
        if got != *row {
            wrong.push(format!("line {}: got {line}, expected {row}", n + 1));
        }
        // Every original field, in the original order, then the score.
        let mut expected_keys = keys_in_order(original);
        expected_keys.retain(|k| k != "score");
        expected_keys.push("score".to_owned());
        assert_eq!(keys_in_order(line), expected_keys, "line {}", n + 1);
    }
    assert!(wrong.is_empty(), "{} rows differ:\n{}", wrong.len(), wrong.join("\n"));
}

#[test]
fn rows_that_already_have_a_score_keep_their_field_order() {
    let path = testdata_dir().join("duplicate_scores.jsonl");
    let golden = std::fs::read_to_string(&path).unwrap();
    let first: String = golden.lines().take(50).map(|l| format!("{l}\n")).collect();
    let output = tenace(&["score", "--batch"], &first);
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    for (line, original) in stdout.lines().zip(golden.lines()) {
        assert_eq!(keys_in_order(line), keys_in_order(original));
        assert_eq!(serde_json::from_str::<Value>(line).unwrap(), serde_json::from_str::<Value>(original).unwrap());
    }
}

#[test]
fn bad_input_is_reported_per_line_and_fails_at_the_end() {
    let input = "\
{\"level\": 4, \"strain\": \"H\", \"penalty\": \"\", \"vul\": true, \"tricks\": 10}

{\"level\": 9, \"strain\": \"S\", \"penalty\": \"\", \"vul\": false, \"tricks\": 10}
{\"level\": 3, \"strain\": \"NT\", \"penalty\": \"X\", \"vul\": false}
{broken
{\"level\": 1, \"strain\": \"NT\", \"penalty\": \"XX\", \"vul\": false, \"tricks\": 7, \"board\": 12}
";
    let output = tenace(&["score", "--batch"], input);
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("3 of 5 lines could not be scored"), "{stderr}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<Value> = stdout.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0]["score"], 620);
    assert_eq!(lines[1]["error"], "line 3: level must be 1–7, got 9");
    assert_eq!(
        lines[1]["input"],
        "{\"level\": 9, \"strain\": \"S\", \"penalty\": \"\", \"vul\": false, \"tricks\": 10}"
    );
    assert_eq!(lines[2]["error"], "line 4: tricks is missing");
    assert!(lines[3]["error"].as_str().unwrap().starts_with("line 5: not valid JSON"), "{}", lines[3]);
    assert_eq!(lines[3]["input"], "{broken");
    assert_eq!(lines[4]["score"], 560);
    assert_eq!(object_keys(&lines[4]).len(), 7);
}

#[test]
fn score_without_batch_is_a_usage_error() {
    let output = tenace(&["score"], "");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("usage: tenace score --batch"), "{stderr}");
    assert!(output.stdout.is_empty());
}
