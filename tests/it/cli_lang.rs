//! The language of the terminal game and the command line (issue 40):
//! `--lang`, else the environment (LC_ALL, LC_MESSAGES, LANG), else
//! English; a language we do not speak is refused with the choices.

use crate::support::cli::{bin, fed, stderr};

/// `play` of a new game of Gin Rummy against an easy computer, leaving at
/// the first prompt; what it printed. `cmd` may hold global options.
fn play_and_leave(cmd: &mut std::process::Command, db: &std::path::Path) -> String {
    play_and_leave_with(cmd, db, &[])
}

/// [`play_and_leave`] with more options after the subcommand's.
fn play_and_leave_with(
    cmd: &mut std::process::Command,
    db: &std::path::Path,
    options: &[&str],
) -> String {
    let out = fed(
        cmd.args(["play", "--game", "gin", "--level", "easy", "--seed", "3"])
            .args(["--pace", "0", "--no-color"])
            .args(options)
            .arg("--db")
            .arg(db),
        b"q\n",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn lang_chooses_the_terminals_language() {
    let dir = tempfile::tempdir().unwrap();
    let text = play_and_leave(bin().args(["--lang", "de"]), &dir.path().join("de.redb"));
    assert!(text.contains("Gin Rommé; 2 Plätze; bis 100"), "{text}");
    assert!(text.contains("Deine Hand: "), "{text}");
    assert!(text.contains("Dein Zug (eine Zahl"), "{text}");
    // Resuming names `--lang` so the game goes on in German.
    assert!(text.contains(" --lang de`"), "{text}");
    assert!(!text.contains("Your hand"), "{text}");
    // The flag may follow the subcommand too, and a Discord tag works.
    let text = play_and_leave_with(
        &mut bin(),
        &dir.path().join("pt.redb"),
        &["--lang", "pt-BR"],
    );
    assert!(text.contains("Sua mão: "), "{text}");
}

#[test]
fn the_environment_chooses_the_language_unless_lang_is_given() {
    let dir = tempfile::tempdir().unwrap();
    let text = play_and_leave(
        bin().env("LANG", "fr_FR.UTF-8"),
        &dir.path().join("fr.redb"),
    );
    assert!(text.contains("Gin Rami ; 2 places ; en 100"), "{text}");
    assert!(text.contains("Votre main : "), "{text}");
    // LC_ALL before LANG; --lang before both.
    let text = play_and_leave(
        bin()
            .env("LANG", "fr_FR.UTF-8")
            .env("LC_ALL", "es_ES.UTF-8"),
        &dir.path().join("es.redb"),
    );
    assert!(text.contains("Tu mano: "), "{text}");
    let text = play_and_leave(
        bin().env("LANG", "fr_FR.UTF-8").args(["--lang", "en"]),
        &dir.path().join("en.redb"),
    );
    assert!(text.contains("Your hand: "), "{text}");
    // A language we do not speak is English.
    let text = play_and_leave(
        bin().env("LANG", "ja_JP.UTF-8"),
        &dir.path().join("ja.redb"),
    );
    assert!(text.contains("Your hand: "), "{text}");
}

#[test]
fn a_language_we_do_not_speak_is_refused_with_the_choices() {
    for args in [&["--lang", "xx", "play"][..], &["play", "--lang", "ja"]] {
        let out = bin().args(args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = stderr(&out);
        assert!(
            err.contains("choose one of en, es, pt-BR, de, fr"),
            "{args:?}: {err}"
        );
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn a_players_mistakes_are_said_in_their_language() {
    let dir = tempfile::tempdir().unwrap();
    let out = bin()
        .args(["--lang", "es", "play", "--variant", "nonsense", "--db"])
        .arg(dir.path().join("x.redb"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("variante desconocida \"nonsense\""),
        "{}",
        stderr(&out)
    );
    let broken = dir.path().join("broken.json");
    std::fs::write(&broken, "{\"version\": 2").unwrap();
    let out = bin()
        .args(["--lang", "de", "replay"])
        .arg(&broken)
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(
        stderr(&out).contains("ist keine Wiederholungsdatei"),
        "{}",
        stderr(&out)
    );
}

/// Issue 40: a hand of Gin Rummy played through the terminal's input in
/// German and in Brazilian Portuguese (always the first choice offered,
/// then `q`): the deal, the moves and the hand's end speak the language,
/// and no English word of the catalogs shows (names and card symbols
/// apart).
#[test]
fn a_hand_plays_through_the_terminal_in_german_and_in_portuguese() {
    use gin_text::{tr, Lang};
    let dir = tempfile::tempdir().unwrap();
    for lang in [Lang::De, Lang::PtBr] {
        let mut script = "1\n".repeat(150);
        script.push_str("q\n");
        let db = dir.path().join(format!("{}.redb", lang.code()));
        let out = fed(
            bin()
                .args(["--lang", lang.code(), "play", "--game", "gin"])
                .args([
                    "--level",
                    "easy",
                    "--seed",
                    "3",
                    "--pace",
                    "0",
                    "--no-color",
                ])
                .arg("--db")
                .arg(&db),
            script.as_bytes(),
        );
        assert!(out.status.success(), "{}", stderr(&out));
        let text = String::from_utf8(out.stdout).unwrap();
        // The hand's end, as the story says it in this language.
        let over = tr!(lang, "story-hand-over", how = "\u{1}");
        let over = over.split('\u{1}').next().unwrap();
        assert!(text.contains(over), "{lang}: no {over:?} in\n{text}");
        let leaked =
            crate::support::leaks::found(text.lines(), &crate::support::leaks::english_only(lang));
        assert!(
            leaked.is_empty(),
            "{lang}: English in the terminal: {leaked:#?}"
        );
    }
}
