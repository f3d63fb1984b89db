#include "publish/page_text.h"

#include <utility>

#include "publish/json.h"
#include "replayer/model/ui_text.h"

namespace stichprobe::publish {
namespace {

using replay::UiText;

// The replayer's words the page shows, under the script's names.
const std::vector<std::pair<const char*, UiText>>& replayer_words() {
  static const std::vector<std::pair<const char*, UiText>> kWords{
      {"hands", UiText::HandsWindow},
      {"phases", UiText::PhasesWindow},
      {"table", UiText::TableWindow},
      {"step", UiText::StepWindow},
      {"findings", UiText::FindingsWindow},
      {"auction", UiText::AuctionTab},
      {"scoring", UiText::ScoringTab},
      {"session", UiText::SessionTab},
      {"record", UiText::RecordTab},
      {"noAuction", UiText::NoAuction},
      {"contract", UiText::ContractLabel},
      {"declarer", UiText::DeclarerLabel},
      {"trump", UiText::TrumpLabel},
      {"partnerCard", UiText::PartnerCardLabel},
      {"thrCode", UiText::ThrCodeLabel},
      {"ruling", UiText::RulingLabel},
      {"rule", UiText::RuleLabel},
      {"noHandFindings", UiText::NoHandFindings},
      {"noFindings", UiText::NoFindings},
      {"goToStep", UiText::GoToStep},
      {"notTiedToStep", UiText::NotTiedToStep},
      {"noHands", UiText::NoHands},
      {"noNotes", UiText::NoRecordNotes},
      {"colNumber", UiText::ColumnNumber},
      {"colHand", UiText::ColumnHand},
      {"colFindings", UiText::ColumnFindings},
      {"noResult", UiText::NoResult},
      {"notFinished", UiText::NotFinished},
      {"goToEnd", UiText::GoToEnd},
      {"computation", UiText::ComputationHeading},
      {"settlement", UiText::SettlementHeading},
      {"computed", UiText::ComputedLabel},
      {"recorded", UiText::RecordedLabel},
      {"differs", UiText::Differs},
      {"agrees", UiText::Agrees},
      {"noHandRead", UiText::NoHandRead},
      {"noReplay", UiText::NoReplay},
      {"stepWord", UiText::StepWord},
      {"stepsWord", UiText::StepsWord},
      {"findingsHere", UiText::FindingsHere},
      {"firstTip", UiText::FirstStepTip},
      {"prevTrickTip", UiText::PrevTrickTip},
      {"prevTip", UiText::PrevStepTip},
      {"nextTip", UiText::NextStepTip},
      {"nextTrickTip", UiText::NextTrickTip},
      {"lastTip", UiText::LastStepTip},
      {"sliderStep", UiText::SliderStep},
      {"noSteps", UiText::SliderNoSteps},
  };
  return kWords;
}

}  // namespace

const std::vector<PageWord>& page_words() {
  static const std::vector<PageWord> kWords{
      // The header's step line ("Step 12/56: seat 2 plays HK"), rebuilt from the step's label.
      {"stepLine", "Step ", "Schritt "},
      {"keys",
       "Left/Right: card · Page Up/Down: trick · Home/End · Up/Down: hand · F/Shift+F: finding · the address is this "
       "moment's link",
       "Links/Rechts: Karte · Bild auf/ab: Stich · Pos1/Ende · Auf/Ab: Spiel · F/Umschalt+F: Befund · die Adresse ist "
       "der Link auf diesen Moment"},
      {"index", "All records", "Alle Aufzeichnungen"},
      {"seatView", "As the player saw it", "Wie der Spieler es sah"},
      {"allCards", "all cards", "alle Karten"},
      {"seatViewTip", "Only this seat's own cards and what was played; the others' hands face down",
       "Nur die eigenen Karten dieses Sitzes und was gespielt wurde; die Hände der anderen verdeckt"},
      {"hidden", "face down", "verdeckt"},
      {"file", "File", "Datei"},
      {"title", "Title", "Titel"},
      {"date", "Date", "Datum"},
      {"place", "Place", "Ort"},
      {"players", "Players", "Spieler"},
      {"handsCount", "Hands", "Spiele"},
      {"findingsCount", "Findings", "Befunde"},
      {"game", "Game", "Kartenspiel"},
      {"unreadable", "not readable: the page lists why", "nicht lesbar: die Seite sagt, warum"},
      {"published", "Published with Stichprobe: every hand replayed and checked against its rules.",
       "Veröffentlicht mit Stichprobe: jedes Spiel nachgespielt und nach seinen Regeln geprüft."},
      {"noScript", "This page shows the hands with JavaScript; the records' findings are listed below.",
       "Diese Seite zeigt die Spiele mit JavaScript; die Befunde der Aufzeichnungen stehen unten."},
  };
  return kWords;
}

std::string page_word(const std::string& key, Lang lang) {
  for (const auto& w : page_words())
    if (key == w.key) return lang == Lang::De ? w.de : w.en;
  return "";
}

std::string words_json(Lang lang) {
  JsonObject o;
  for (const auto& [key, id] : replayer_words()) o.add_string(key, replay::ui_text(id, lang));
  for (const auto& w : page_words()) o.add_string(w.key, lang == Lang::De ? w.de : w.en);
  return o.text();
}

}  // namespace stichprobe::publish
