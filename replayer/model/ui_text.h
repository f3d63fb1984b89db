// The replayer's own words: window titles, menus, buttons, headings, tooltips and
// the table's labels, in English and German (--lang de). One table, so a test
// holds every entry to a German text; the app never writes a literal of its own.
#pragma once
#include <array>
#include <cstddef>
#include <string>

#include "formats/finding.h"

namespace stichprobe::replay {

enum class UiText {
  // windows (the app appends a stable "###id", so the layout survives a language switch)
  AppTitle,
  HandsWindow,
  PhasesWindow,
  TableWindow,
  StepWindow,
  FindingsWindow,
  SideWindow,
  NoFile,
  // the menu and the open dialog
  MenuFile,
  MenuOpen,
  MenuExportPng,
  MenuRecent,
  MenuQuit,
  MenuHint,
  OpenFileTitle,
  OpenFilePrompt,
  OpenButton,
  CancelButton,
  // the side tabs
  AuctionTab,
  ScoringTab,
  SessionTab,
  // the auction
  NoAuction,
  ContractLabel,
  DeclarerLabel,
  TrumpLabel,
  PartnerCardLabel,
  // cards
  ThrCodeLabel,
  // findings
  EnteredWord,  // the place of an element entered in the editor (no line in a file yet)
  HandWord,
  TrickWord,
  TricksWord,
  SeatWord,
  RulingLabel,
  RuleLabel,
  NoHandFindings,
  NoFindings,
  GoToStep,
  NotTiedToStep,
  // the hands list
  NoHands,
  FilterHint,
  FilterTip,
  RecordTab,
  NoRecordNotes,
  ColumnNumber,
  ColumnHand,
  ColumnFindings,
  // the scoring
  NoResult,
  NotFinished,
  GoToEnd,
  ComputationHeading,
  SettlementHeading,
  ComputedLabel,
  RecordedLabel,
  Differs,
  Agrees,
  // the table
  NoHandRead,
  NoReplay,
  NoContractYet,
  StepWord,
  StepsWord,
  SittingOut,
  PointsWord,
  TalonPackets,
  Talon,
  Discards,
  Led,
  // the timeline and the step buttons
  NoPhases,
  FindingsHere,
  FirstStepTip,
  PrevTrickTip,
  PrevStepTip,
  NextStepTip,
  NextTrickTip,
  LastStepTip,
  SliderStep,
  SliderNoSteps,
  // the editor on the table
  EditorWindow,
  MenuEditor,
  MenuNewRecord,
  MenuEditRecord,
  MenuSave,
  MenuSaveAs,
  MenuCloseEditor,
  MenuUndo,
  MenuRedo,
  MenuNextHand,
  EditorHint,
  NotSavedYet,
  Unsaved,
  CodesHint,
  EnterCodes,
  EnterCodesTip,
  TypeResult,
  ResultTitle,
  PayColumn,
  TotalColumn,
  DeclarerPoints,
  DefenderPoints,
  SetResult,
  ConfirmTitle,
  RecordAsHappened,
  UnsavedTitle,
  UnsavedText,
  Discard,
  KeepEditing,
  SaveOrCloseFirst,
  SaveAsTitle,
  SavePathPrompt,
  NewRecordTitle,
  GameLabel,
  VariantLabel,
  PlayersLabel,
  DealerLabel,
  OptionsLabel,
  CreateButton,
  DefaultPlayer,
  NotSavedLabel,
  EditsKept,
  Count
};

struct UiEntry {
  UiText id;
  const char* en;
  const char* de;
};

inline constexpr std::size_t kUiTextCount = static_cast<std::size_t>(UiText::Count);

// Every entry, in the order of UiText.
const std::array<UiEntry, kUiTextCount>& ui_texts();
// The text of `t` in `lang`.
const char* ui_text(UiText t, Lang lang);
// Where a finding is, as the findings window says it: "44:21  hand 1, trick 11, seat 3".
std::string finding_place(const Finding& f, Lang lang);

}  // namespace stichprobe::replay
