//! The fake Discord's reading of `multipart/form-data` bodies (what
//! serenity sends when a message carries files): a `payload_json` part
//! with the JSON body, and one `files[n]` part per new attachment, whose
//! metadata is the entry with id `n` in the payload's `attachments`.
//!
//! Written for the fake (no multipart crate is linked): RFC 7578 as reqwest
//! writes it, strict enough to catch a malformed upload.

use serde_json::Value;
use std::sync::Arc;

/// One part of a form.
#[derive(Debug, Clone)]
pub struct Part {
    pub name: String,
    pub filename: Option<String>,
    pub content_type: Option<String>,
    pub data: Vec<u8>,
}

/// A file the bot uploaded, checked to be a whole PNG.
#[derive(Debug, Clone)]
pub struct Upload {
    /// The attachment id the fake gave it (0 until stored).
    pub id: u64,
    /// The placeholder id (`n` of `files[n]`).
    pub index: u64,
    pub filename: String,
    /// The alt text announced in `attachments[]`.
    pub description: Option<String>,
    pub width: u32,
    pub height: u32,
    pub bytes: Arc<Vec<u8>>,
}

/// The boundary of a `multipart/form-data` content type.
pub fn boundary(content_type: &str) -> Option<String> {
    let (kind, params) = content_type.split_once(';')?;
    if !kind.trim().eq_ignore_ascii_case("multipart/form-data") {
        return None;
    }
    params.split(';').find_map(|p| {
        let (k, v) = p.trim().split_once('=')?;
        k.trim()
            .eq_ignore_ascii_case("boundary")
            .then(|| v.trim().trim_matches('"').to_string())
    })
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    // A byte-by-byte comparison at every offset was a tenth of the load
    // benchmark's CPU time (each picture part is tens of KB).
    memchr::memmem::find(hay.get(from..)?, needle).map(|i| from + i)
}

/// A header parameter such as `name="files[0]"`.
fn param(header: &str, key: &str) -> Option<String> {
    header.split(';').skip(1).find_map(|p| {
        let (k, v) = p.trim().split_once('=')?;
        (k.trim() == key).then(|| v.trim().trim_matches('"').to_string())
    })
}

/// Splits a form into its parts.
pub fn parse(body: &[u8], boundary: &str) -> Result<Vec<Part>, String> {
    let delim = format!("--{boundary}");
    let delim = delim.as_bytes();
    let mut at = find(body, delim, 0).ok_or("no opening boundary")?;
    let mut parts = Vec::new();
    loop {
        at += delim.len();
        if body[at..].starts_with(b"--") {
            return Ok(parts);
        }
        if !body[at..].starts_with(b"\r\n") {
            return Err("a boundary not followed by CRLF".into());
        }
        at += 2;
        let head_end = find(body, b"\r\n\r\n", at).ok_or("a part without a blank line")?;
        let head = std::str::from_utf8(&body[at..head_end]).map_err(|_| "headers not UTF-8")?;
        let data_start = head_end + 4;
        let mut next_delim = b"\r\n".to_vec();
        next_delim.extend_from_slice(delim);
        let end = find(body, &next_delim, data_start).ok_or("a part without a closing boundary")?;
        let mut part = Part {
            name: String::new(),
            filename: None,
            content_type: None,
            data: body[data_start..end].to_vec(),
        };
        for line in head.split("\r\n") {
            let (k, v) = line.split_once(':').ok_or("a header without a colon")?;
            match k.trim().to_ascii_lowercase().as_str() {
                "content-disposition" => {
                    if !v.trim().starts_with("form-data") {
                        return Err(format!("content-disposition {v}"));
                    }
                    part.name = param(v, "name").ok_or("a part without a name")?;
                    part.filename = param(v, "filename");
                }
                "content-type" => part.content_type = Some(v.trim().to_string()),
                _ => {}
            }
        }
        parts.push(part);
        at = end + 2;
    }
}

/// (width, height) of a whole PNG: the signature, IHDR first, every chunk
/// in bounds with a correct CRC, IEND last with nothing after it.
pub fn png_size(data: &[u8]) -> Result<(u32, u32), String> {
    const SIG: &[u8] = b"\x89PNG\r\n\x1a\n";
    if !data.starts_with(SIG) {
        return Err("not a PNG (no signature)".into());
    }
    let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
    let mut at = SIG.len();
    let mut size = None;
    loop {
        if data.len() < at + 12 {
            return Err("a PNG cut short".into());
        }
        let len = be(&data[at..]) as usize;
        let kind = &data[at + 4..at + 8];
        let end = at + 8 + len;
        if data.len() < end + 4 {
            return Err("a PNG chunk runs past the end".into());
        }
        if crc32fast::hash(&data[at + 4..end]) != be(&data[end..]) {
            return Err(format!(
                "bad CRC in chunk {}",
                String::from_utf8_lossy(kind)
            ));
        }
        match (size, kind) {
            (None, b"IHDR") => {
                if len != 13 {
                    return Err("IHDR is not 13 bytes".into());
                }
                let (w, h) = (be(&data[at + 8..]), be(&data[at + 12..]));
                if w == 0 || h == 0 {
                    return Err(format!("an empty picture ({w}×{h})"));
                }
                size = Some((w, h));
            }
            (None, _) => return Err("the first chunk is not IHDR".into()),
            (Some(s), b"IEND") => {
                if end + 4 != data.len() {
                    return Err("bytes after IEND".into());
                }
                return Ok(s);
            }
            _ => {}
        }
        at = end + 4;
    }
}

/// The id of an `attachments[]` entry, written as a number or a string.
fn attachment_id(a: &Value) -> Option<u64> {
    match &a["id"] {
        Value::Number(n) => n.as_u64(),
        Value::String(s) => s.parse().ok(),
        _ => None,
    }
}

/// Reads a form as Discord does: the JSON body from `payload_json`, and
/// the files, each a PNG announced in the payload's `attachments` under
/// its placeholder id with the same file name.
pub fn read_form(body: &[u8], boundary: &str) -> Result<(Value, Vec<Upload>), String> {
    let parts = parse(body, boundary)?;
    let mut payload = None;
    let mut files = Vec::new();
    for p in &parts {
        if p.name == "payload_json" {
            let v: Value = serde_json::from_slice(&p.data)
                .map_err(|e| format!("payload_json is not JSON: {e}"))?;
            if payload.replace(v).is_some() {
                return Err("two payload_json parts".into());
            }
        } else if let Some(n) = p
            .name
            .strip_prefix("files[")
            .and_then(|r| r.strip_suffix(']'))
        {
            let index: u64 = n.parse().map_err(|_| format!("part name {}", p.name))?;
            files.push((index, p));
        } else {
            return Err(format!("an unexpected part {:?}", p.name));
        }
    }
    let payload = payload.ok_or("no payload_json part")?;
    // A message body lists them at its root, an interaction callback in
    // its `data`.
    let announced = payload["attachments"]
        .as_array()
        .or_else(|| payload["data"]["attachments"].as_array())
        .cloned()
        .unwrap_or_default();
    let mut uploads = Vec::new();
    for (index, p) in files {
        let filename = p
            .filename
            .clone()
            .ok_or_else(|| format!("files[{index}] has no file name"))?;
        let entry = announced
            .iter()
            .find(|a| attachment_id(a) == Some(index))
            .ok_or_else(|| format!("files[{index}] is not announced in attachments[]"))?;
        if entry["filename"].as_str() != Some(filename.as_str()) {
            return Err(format!(
                "files[{index}] is {filename:?} but attachments[] says {}",
                entry["filename"]
            ));
        }
        if !filename.ends_with(".png") || p.content_type.as_deref() != Some("image/png") {
            return Err(format!(
                "files[{index}] {filename:?} is sent as {:?}, not image/png",
                p.content_type
            ));
        }
        let (width, height) =
            png_size(&p.data).map_err(|e| format!("files[{index}] {filename:?}: {e}"))?;
        if uploads.iter().any(|u: &Upload| u.index == index) {
            return Err(format!("files[{index}] twice"));
        }
        uploads.push(Upload {
            id: 0,
            index,
            filename,
            description: entry["description"].as_str().map(str::to_string),
            width,
            height,
            bytes: Arc::new(p.data.clone()),
        });
    }
    // Every new attachment announced (an entry with a filename) has its file.
    for a in &announced {
        if a.get("filename").is_some_and(|f| !f.is_null())
            && !uploads.iter().any(|u| Some(u.index) == attachment_id(a))
        {
            return Err(format!("attachments[] announces {a} but no file came"));
        }
    }
    Ok((payload, uploads))
}

/// A 1×1 PNG, chunk by chunk.
pub fn tiny_png() -> Vec<u8> {
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut chunk = |kind: &[u8], data: &[u8]| {
        out.extend_from_slice(&(data.len() as u32).to_be_bytes());
        let mut body = kind.to_vec();
        body.extend_from_slice(data);
        out.extend_from_slice(&body);
        out.extend_from_slice(&crc32fast::hash(&body).to_be_bytes());
    };
    chunk(b"IHDR", &[0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    // zlib of one filter byte and 4 zero bytes (stored block).
    chunk(
        b"IDAT",
        &[
            0x78, 0x01, 0x01, 0x05, 0x00, 0xfa, 0xff, 0, 0, 0, 0, 0, 0x00, 0x05, 0x00, 0x01,
        ],
    );
    chunk(b"IEND", &[]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (name, file name, content type, data)
    type FormPart<'a> = (&'a str, Option<&'a str>, Option<&'a str>, &'a [u8]);

    fn form(parts: &[FormPart]) -> Vec<u8> {
        let mut b = Vec::new();
        for (name, filename, ct, data) in parts {
            b.extend_from_slice(b"--XyZ\r\n");
            let mut disp = format!("Content-Disposition: form-data; name=\"{name}\"");
            if let Some(f) = filename {
                disp += &format!("; filename=\"{f}\"");
            }
            b.extend_from_slice(disp.as_bytes());
            b.extend_from_slice(b"\r\n");
            if let Some(ct) = ct {
                b.extend_from_slice(format!("Content-Type: {ct}\r\n").as_bytes());
            }
            b.extend_from_slice(b"\r\n");
            b.extend_from_slice(data);
            b.extend_from_slice(b"\r\n");
        }
        b.extend_from_slice(b"--XyZ--\r\n");
        b
    }

    #[test]
    fn crc_and_png_checks() {
        assert_eq!(crc32fast::hash(b"IEND"), 0xAE42_6082);
        assert_eq!(png_size(&tiny_png()), Ok((1, 1)));
        let mut cut = tiny_png();
        cut.truncate(cut.len() - 3);
        assert!(png_size(&cut).is_err());
        let mut bad = tiny_png();
        bad[20] ^= 1;
        assert!(png_size(&bad).unwrap_err().contains("CRC"));
        assert!(png_size(b"GIF89a").is_err());
        assert_eq!(
            boundary("multipart/form-data; boundary=XyZ").as_deref(),
            Some("XyZ")
        );
        assert_eq!(boundary("application/json"), None);
    }

    #[test]
    fn forms_are_read_and_checked() {
        let png = tiny_png();
        let payload = br#"{"content":"x","attachments":[{"id":0,"filename":"hand.png","description":"alt"}]}"#;
        let good = form(&[
            ("files[0]", Some("hand.png"), Some("image/png"), &png),
            ("payload_json", None, None, payload),
        ]);
        let (v, files) = read_form(&good, "XyZ").unwrap();
        assert_eq!(v["content"], "x");
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].description.as_deref(), Some("alt"));
        assert_eq!((files[0].width, files[0].height), (1, 1));
        // A file under another name than announced, a file not announced,
        // an announced file missing, a file that is not a PNG.
        let renamed = form(&[
            ("files[0]", Some("other.png"), Some("image/png"), &png),
            ("payload_json", None, None, payload),
        ]);
        assert!(read_form(&renamed, "XyZ").is_err());
        let unannounced = form(&[
            ("files[1]", Some("hand.png"), Some("image/png"), &png),
            ("payload_json", None, None, payload),
        ]);
        assert!(read_form(&unannounced, "XyZ").is_err());
        let missing = form(&[("payload_json", None, None, payload)]);
        assert!(read_form(&missing, "XyZ").is_err());
        let text = form(&[
            ("files[0]", Some("hand.png"), Some("image/png"), b"hello"),
            ("payload_json", None, None, payload),
        ]);
        assert!(read_form(&text, "XyZ").unwrap_err().contains("signature"));
    }
}
