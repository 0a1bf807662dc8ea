//! Checks request bodies against Discord's OpenAPI description
//! (`../shared/discord-api-spec/openapi.json`, or the file named by
//! `DISCORD_OPENAPI_PATH`). The file is read where it is, never copied into
//! this repository. Where it is absent, [`Spec::load`] says that the schema
//! check is skipped and returns `None`.

use serde_json::{json, Value};
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Mutex;

pub struct Spec {
    /// (method, path template split into segments, request body schema).
    operations: Vec<(String, Vec<String>, Value)>,
    components: Value,
    /// (method, path template, the operation's `responses`).
    responses: Vec<(String, String, Value)>,
    compiled: Mutex<HashMap<(String, String), std::sync::Arc<jsonschema::Validator>>>,
}

pub fn spec_path() -> PathBuf {
    match std::env::var_os("DISCORD_OPENAPI_PATH") {
        Some(p) if !p.is_empty() => PathBuf::from(p),
        _ => PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join("shared")
            .join("discord-api-spec")
            .join("openapi.json"),
    }
}

impl Spec {
    /// Loads the description, or prints why the check is skipped.
    pub fn load() -> Option<Spec> {
        let path = spec_path();
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) => {
                eprintln!(
                    "schema check skipped: cannot read Discord's OpenAPI file {} ({e}); set DISCORD_OPENAPI_PATH to check request bodies",
                    path.display()
                );
                return None;
            }
        };
        let doc: Value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()));
        let mut operations = Vec::new();
        let mut responses = Vec::new();
        for (template, item) in doc["paths"].as_object().expect("paths") {
            for (method, op) in item.as_object().expect("path item") {
                if let Some(r) = op.get("responses") {
                    responses.push((method.to_ascii_uppercase(), template.clone(), r.clone()));
                }
                let Some(schema) = op
                    .get("requestBody")
                    .and_then(|b| b["content"].get("application/json"))
                    .and_then(|c| c.get("schema"))
                else {
                    continue;
                };
                let segments = template
                    .trim_start_matches('/')
                    .split('/')
                    .map(str::to_string)
                    .collect();
                operations.push((method.to_ascii_uppercase(), segments, schema.clone()));
            }
        }
        Some(Spec {
            operations,
            components: doc["components"].clone(),
            responses,
            compiled: Mutex::new(HashMap::new()),
        })
    }

    /// The operation (template) for a request path such as
    /// `/api/v10/interactions/1/tok/callback`: among the templates that
    /// match, the one with the most literal segments.
    fn find(&self, method: &str, path: &str) -> Option<(String, &Value)> {
        let path = path.strip_prefix("/api/v10").unwrap_or(path);
        let segs: Vec<&str> = path.trim_start_matches('/').split('/').collect();
        self.operations
            .iter()
            .filter(|(m, t, _)| {
                m == method
                    && t.len() == segs.len()
                    && t.iter()
                        .zip(&segs)
                        .all(|(t, s)| (t.starts_with('{') && !s.is_empty()) || t == s)
            })
            .max_by_key(|(_, t, _)| t.iter().filter(|s| !s.starts_with('{')).count())
            .map(|(_, t, schema)| (format!("/{}", t.join("/")), schema))
    }

    /// Checks one request body, exactly as sent (a multipart body's
    /// `payload_json` too: a new attachment's id must be a snowflake
    /// string, as the bot's wire writes it, not serenity's number).
    /// `Ok(None)` when the spec has no JSON body for the route (nothing to
    /// check).
    pub fn check(&self, method: &str, path: &str, body: &Value) -> Result<Option<String>, String> {
        let Some((template, schema)) = self.find(method, path) else {
            if body.is_null() {
                return Ok(None);
            }
            return Err(format!(
                "{method} {path}: the bot sent a JSON body to a route that takes none in Discord's API description"
            ));
        };
        let key = (method.to_string(), template.clone());
        let validator = {
            let mut compiled = self.compiled.lock().unwrap();
            compiled
                .entry(key)
                .or_insert_with(|| {
                    // Embed `components` at the root so `#/components/...`
                    // references resolve.
                    let mut root = json!({
                        "$schema": "https://json-schema.org/draft/2020-12/schema",
                        "components": self.components,
                    });
                    match schema {
                        Value::Object(o) => {
                            for (k, v) in o {
                                root[k] = v.clone();
                            }
                        }
                        other => root["allOf"] = json!([other]),
                    }
                    std::sync::Arc::new(
                        jsonschema::draft202012::options()
                            .build(&root)
                            .unwrap_or_else(|e| panic!("schema of {template}: {e}")),
                    )
                })
                .clone()
        };
        let errors: Vec<String> = validator
            .iter_errors(body)
            .map(|e| format!("{e} at {}", e.instance_path))
            .collect();
        if errors.is_empty() {
            Ok(Some(template))
        } else {
            Err(format!(
                "{method} {path} (route {template}): body {body} does not match Discord's schema: {}",
                errors.join("; ")
            ))
        }
    }
}

impl Spec {
    /// Checks an answer of the fake (status 200) against the response
    /// schema Discord describes for `method` on the route `template` (such
    /// as `/gateway/bot`).
    pub fn check_response(&self, method: &str, template: &str, body: &Value) -> Result<(), String> {
        let (_, _, responses) = self
            .responses
            .iter()
            .find(|(m, t, _)| m == method && t == template)
            .ok_or_else(|| format!("no route {method} {template} in the description"))?;
        let schema = &responses["200"]["content"]["application/json"]["schema"];
        if schema.is_null() {
            return Err(format!("{method} {template} has no JSON answer"));
        }
        let root = json!({
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "components": self.components,
            "allOf": [schema],
        });
        let validator = jsonschema::draft202012::options()
            .build(&root)
            .map_err(|e| format!("schema of {template}: {e}"))?;
        let errors: Vec<String> = validator
            .iter_errors(body)
            .map(|e| format!("{e} at {}", e.instance_path))
            .collect();
        if errors.is_empty() {
            Ok(())
        } else {
            Err(format!(
                "{method} {template}: answer {body} does not match Discord's schema: {}",
                errors.join("; ")
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_schema_catches_bad_bodies() {
        let Some(spec) = Spec::load() else { return };
        let path = "/api/v10/interactions/1/abc/callback";
        let good = json!({"type": 4, "data": {"content": "hi", "flags": 64}});
        assert_eq!(
            spec.check("POST", path, &good).unwrap().as_deref(),
            Some("/interactions/{interaction_id}/{interaction_token}/callback")
        );
        let long = json!({"type": 4, "data": {"content": "x".repeat(2001)}});
        assert!(spec.check("POST", path, &long).is_err());
        let long_id = json!({"type": 4, "data": {"content": "x", "components": [
            {"type": 1, "components": [{"type": 2, "style": 1, "label": "a", "custom_id": "c".repeat(101)}]}
        ]}});
        assert!(spec.check("POST", path, &long_id).is_err());
        // Issue 38, item 8: a new attachment's placeholder id is a
        // snowflake string; serenity's number is refused, as is a wrong
        // type elsewhere in the entry.
        let file = json!({"type": 4, "data": {"content": "x", "attachments": [
            {"id": "0", "filename": "hand.png", "description": "alt"}
        ]}});
        assert!(spec.check("POST", path, &file).is_ok());
        let number = json!({"type": 4, "data": {"content": "x", "attachments": [
            {"id": 0, "filename": "hand.png", "description": "alt"}
        ]}});
        assert!(spec.check("POST", path, &number).is_err());
        let post = json!({"content": "x", "attachments": [{"id": 0, "filename": "table.png"}]});
        assert!(spec
            .check("POST", "/api/v10/channels/5/messages", &post)
            .is_err());
        let bad = json!({"type": 4, "data": {"content": "x", "attachments": [
            {"id": "0", "filename": 5}
        ]}});
        assert!(spec.check("POST", path, &bad).is_err());
        let bad_id = json!({"type": 4, "data": {"content": "x", "attachments": [
            {"id": -1, "filename": "a.png"}
        ]}});
        assert!(spec.check("POST", path, &bad_id).is_err());
        // A route without a body.
        assert_eq!(
            spec.check("GET", "/api/v10/gateway", &Value::Null),
            Ok(None)
        );
    }
}
