// The replayer's own words in English and German. German follows the CLI and the
// games' findings: Spiel (a hand), Stich, Sitz, Befund, Entscheid, aufgeschrieben.
#include "replayer/model/ui_text.h"

namespace stichprobe::replay {
namespace {

using T = UiText;

constexpr std::array<UiEntry, kUiTextCount> kTexts{{
    {T::AppTitle, "Stichprobe replay", "Stichprobe – Wiedergabe"},
    {T::HandsWindow, "Hands", "Spiele"},
    {T::PhasesWindow, "Phases", "Phasen"},
    {T::TableWindow, "Table", "Tisch"},
    {T::StepWindow, "Step", "Schritt"},
    {T::FindingsWindow, "Findings", "Befunde"},
    {T::SideWindow, "Auction and scoring", "Bieten und Abrechnung"},
    {T::NoFile, "no file", "keine Datei"},

    {T::MenuFile, "File", "Datei"},
    {T::MenuOpen, "Open...", "Öffnen..."},
    {T::MenuExportPng, "Export view as PNG", "Ansicht als PNG speichern"},
    {T::MenuRecent, "Recent files", "Zuletzt geöffnet"},
    {T::MenuQuit, "Quit", "Beenden"},
    {T::MenuHint,
     "  Drop a .xml file here  |  Left/Right: card  PgUp/PgDn: trick  Home/End  Up/Down: hand  F/Shift+F: finding",
     "  .xml-Datei hierher ziehen  |  Links/Rechts: Karte  Bild auf/ab: Stich  Pos1/Ende  Auf/Ab: Spiel  F/Umschalt+F: "
     "Befund"},
    {T::OpenFileTitle, "Open file", "Datei öffnen"},
    {T::OpenFilePrompt, "Path of a THR hand record:", "Pfad einer THR-Spielaufzeichnung:"},
    {T::OpenButton, "Open", "Öffnen"},
    {T::CancelButton, "Cancel", "Abbrechen"},

    {T::AuctionTab, "Auction", "Bieten"},
    {T::ScoringTab, "Scoring", "Abrechnung"},
    {T::SessionTab, "Session", "Sitzung"},

    {T::NoAuction, "No auction in this hand.", "In diesem Spiel wird nicht geboten."},
    {T::ContractLabel, "Contract", "Spiel"},
    {T::DeclarerLabel, "Declarer", "Spieler"},
    {T::TrumpLabel, "Trump", "Trumpf"},
    {T::PartnerCardLabel, "Partner card", "Partnerkarte"},

    {T::ThrCodeLabel, "THR code", "THR-Code"},

    {T::EnteredWord, "(entered)", "(eingetragen)"},
    {T::HandWord, "hand", "Spiel"},
    {T::TrickWord, "trick", "Stich"},
    {T::TricksWord, "tricks", "Stiche"},
    {T::SeatWord, "seat", "Sitz"},
    {T::RulingLabel, "ruling", "Entscheid"},
    {T::RuleLabel, "rule", "Regel"},
    {T::NoHandFindings, "No findings in this hand.", "Keine Befunde in diesem Spiel."},
    {T::NoFindings, "No findings.", "Keine Befunde."},
    {T::GoToStep, "Go to step", "Zu Schritt"},
    {T::NotTiedToStep, "Not tied to a step", "An keinen Schritt gebunden"},

    {T::NoHands, "No hands.", "Keine Spiele."},
    {T::FilterHint, "filter", "Filter"},
    {T::FilterTip, "Every word must match: number, contract, seat or name, game, variant, \"findings\", \"errors\"",
     "Jedes Wort muss passen: Nummer, Spiel, Sitz oder Name, Kartenspiel, Variante, \"Befunde\", \"Fehler\""},
    {T::RecordTab, "Record", "Aufschrieb"},
    {T::NoRecordNotes, "No meta, note or ruling in the record.", "Keine Angaben, Notiz oder Entscheid im Aufschrieb."},
    {T::ColumnNumber, "#", "Nr."},
    {T::ColumnHand, "Contract", "Spiel"},
    {T::ColumnFindings, "Find.", "Bef."},

    {T::NoResult, "No result to compare in this hand.", "In diesem Spiel gibt es kein Ergebnis zu vergleichen."},
    {T::NotFinished, "The hand is not finished at this step.", "Bei diesem Schritt ist das Spiel noch nicht zu Ende."},
    {T::GoToEnd, "Go to the end", "Zum Ende"},
    {T::ComputationHeading, "Computation, step by step", "Rechnung, Schritt für Schritt"},
    {T::SettlementHeading, "Recorded beside computed (differences first; + receives)",
     "Aufgeschrieben neben berechnet (Abweichungen zuerst; + bekommt)"},
    {T::ComputedLabel, "computed", "berechnet"},
    {T::RecordedLabel, "recorded", "aufgeschrieben"},
    {T::Differs, "DIFFERS", "WEICHT AB"},
    {T::Agrees, "ok", "stimmt"},

    {T::NoHandRead, "No hand could be read from this file. Its findings are listed on the right.",
     "Aus dieser Datei ließ sich kein Spiel lesen. Ihre Befunde stehen rechts."},
    {T::NoReplay, "This hand has no replay (the engine could not follow it). Its findings are listed on the right.",
     "Dieses Spiel lässt sich nicht wiedergeben (die Prüfung konnte ihm nicht folgen). Seine Befunde stehen rechts."},
    {T::NoContractYet, "(no contract yet)", "(noch kein Spiel)"},
    {T::StepWord, "step", "Schritt"},
    {T::StepsWord, "steps", "Schritte"},
    {T::SittingOut, "sitting out", "setzt aus"},
    {T::PointsWord, "pts", "Punkte"},
    {T::TalonPackets, "Talon (packets)", "Talon (Päckchen)"},
    {T::Talon, "Talon", "Talon"},
    {T::Discards, "Discards", "Abgelegt"},
    {T::Led, "led", "ausgespielt"},

    {T::NoPhases, "No phases.", "Keine Phasen."},
    {T::FindingsHere, "finding(s) here", "Befund(e) hier"},
    {T::FirstStepTip, "First step (Home)", "Erster Schritt (Pos1)"},
    {T::PrevTrickTip, "Previous trick / phase (Page Up)", "Voriger Stich / vorige Phase (Bild auf)"},
    {T::PrevStepTip, "Previous card or call (Left)", "Vorige Karte oder Ansage (Links)"},
    {T::NextStepTip, "Next card or call (Right)", "Nächste Karte oder Ansage (Rechts)"},
    {T::NextTrickTip, "Next trick / phase (Page Down)", "Nächster Stich / nächste Phase (Bild ab)"},
    {T::LastStepTip, "Last step (End)", "Letzter Schritt (Ende)"},
    {T::SliderStep, "step %d", "Schritt %d"},
    {T::SliderNoSteps, "no steps", "keine Schritte"},

    {T::EditorWindow, "Enter", "Eintragen"},
    {T::MenuEditor, "Editor", "Bearbeiten"},
    {T::MenuNewRecord, "New hand record...", "Neues Spielprotokoll..."},
    {T::MenuEditRecord, "Edit this record", "Dieses Protokoll bearbeiten"},
    {T::MenuSave, "Save", "Speichern"},
    {T::MenuSaveAs, "Save as...", "Speichern unter..."},
    {T::MenuCloseEditor, "Close the editor", "Editor schließen"},
    {T::MenuUndo, "Undo", "Rückgängig"},
    {T::MenuRedo, "Redo", "Wiederholen"},
    {T::MenuNextHand, "Next hand", "Nächstes Spiel"},
    {T::EditorHint,
     "  Editing: click the table  |  Ctrl+Z undo  Ctrl+Y redo  Ctrl+S save  |  Left/Right: back to change a card",
     "Bearbeiten: auf den Tisch klicken  |  Strg+Z rückgängig  Strg+Y wiederholen  Strg+S speichern  |  "
     "Links/Rechts: zurück, um eine Karte zu ändern"},
    {T::NotSavedYet, "(not saved yet)", "(noch nicht gespeichert)"},
    {T::Unsaved, "unsaved changes", "ungespeicherte Änderungen"},
    {T::CodesHint, "codes, e.g. T21 F HK ?", "Codes, z. B. T21 F HK ?"},
    {T::EnterCodes, "Enter the codes", "Codes eintragen"},
    {T::EnterCodesTip, "Typed card codes: a place's whole list while dealing, the card to play, a called card",
     "Getippte Kartencodes: beim Geben die ganze Liste einer Stelle, sonst die zu spielende oder gerufene Karte"},
    {T::TypeResult, "Type the result...", "Ergebnis eintippen..."},
    {T::ResultTitle, "Result as the source has it", "Ergebnis wie in der Quelle"},
    {T::PayColumn, "pays (-) / receives (+)", "zahlt (-) / bekommt (+)"},
    {T::TotalColumn, "running total", "Stand"},
    {T::DeclarerPoints, "declarer side's card points", "Kartenpunkte der Spielerpartei"},
    {T::DefenderPoints, "defenders' card points", "Kartenpunkte der Gegenpartei"},
    {T::SetResult, "Set", "Eintragen"},
    {T::ConfirmTitle, "Record it as the source has it?", "So eintragen, wie in der Quelle?"},
    {T::RecordAsHappened, "Record it as it happened", "So eintragen, wie es war"},
    {T::UnsavedTitle, "Unsaved changes", "Ungespeicherte Änderungen"},
    {T::UnsavedText, "The record has unsaved changes. Discard them?",
     "Das Protokoll hat ungespeicherte Änderungen. Verwerfen?"},
    {T::Discard, "Discard", "Verwerfen"},
    {T::KeepEditing, "Keep editing", "Weiter bearbeiten"},
    {T::SaveOrCloseFirst, "Save or close the record being edited first.",
     "Erst das offene Protokoll speichern oder schließen."},
    {T::SaveAsTitle, "Save as", "Speichern unter"},
    {T::SavePathPrompt, "Path of the THR file to write:", "Pfad der THR-Datei:"},
    {T::NewRecordTitle, "New hand record", "Neues Spielprotokoll"},
    {T::GameLabel, "game", "Kartenspiel"},
    {T::VariantLabel, "variant", "Variante"},
    {T::PlayersLabel, "players", "Spieler"},
    {T::DealerLabel, "dealer", "Geber"},
    {T::OptionsLabel, "options (name=value ...)", "Optionen (Name=Wert ...)"},
    {T::CreateButton, "Create", "Anlegen"},
    {T::DefaultPlayer, "Player ", "Spieler "},
    {T::NotSavedLabel, "Not saved:", "Nicht gespeichert:"},
    {T::EditsKept, "The edits are kept here; the file is as it was.",
     "Die Änderungen bleiben hier erhalten; die Datei ist unverändert."},
}};

// The table is indexed by UiText: each entry must stand at its own place.
constexpr bool in_order() {
  for (std::size_t i = 0; i < kTexts.size(); ++i)
    if (static_cast<std::size_t>(kTexts[i].id) != i) return false;
  return true;
}
static_assert(in_order(), "kTexts must list UiText in declaration order, one entry each");

}  // namespace

const std::array<UiEntry, kUiTextCount>& ui_texts() { return kTexts; }

const char* ui_text(UiText t, Lang lang) {
  const UiEntry& e = kTexts[static_cast<std::size_t>(t)];
  return lang == Lang::De ? e.de : e.en;
}

std::string finding_place(const Finding& f, Lang lang) {
  std::string out;
  if (f.pos.line)
    out += std::to_string(f.pos.line) + ":" + std::to_string(f.pos.column);
  else if (f.pos.column)  // an element entered in the editor: a place of its own
    out += ui_text(UiText::EnteredWord, lang);
  if (f.hand)
    out += (out.empty() ? "" : "  ") + std::string(ui_text(UiText::HandWord, lang)) + " " + std::to_string(f.hand);
  if (f.trick) out += ", " + std::string(ui_text(UiText::TrickWord, lang)) + " " + std::to_string(f.trick);
  if (f.seat) out += ", " + std::string(ui_text(UiText::SeatWord, lang)) + " " + std::to_string(f.seat);
  return out;
}

}  // namespace stichprobe::replay
