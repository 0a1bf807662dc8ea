//! The binary as users run it: one way to start it and to feed it input.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The `jersey-gin` binary this test build made, speaking English whatever
/// the language of the machine running the tests (`--lang` or a variable
/// set on the command chooses another).
pub fn bin() -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_jersey-gin"));
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        cmd.env_remove(var);
    }
    cmd
}

/// Runs `cmd` with `input` on its standard input (closed after it), and
/// its output and errors captured.
pub fn fed(cmd: &mut Command, input: &[u8]) -> Output {
    let mut child = cmd
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input)
        .expect("the binary reads its input");
    child.wait_with_output().expect("the binary ends")
}

/// What a run wrote to its standard error.
pub fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}
