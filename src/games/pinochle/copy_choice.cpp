// The review's reason between two copies of one card (copy_choice.hpp), from the seat's hand.

#include "copy_choice.hpp"
#include "parlor/cards/listed.hpp"

#include <algorithm>
#include <vector>

namespace parlor::pinochle::detail {

namespace {

// What playing one copy leaves: the current melds it breaks, the new melds then legal.
struct CopyOutcome {
    std::vector<Meld> broken;
    std::vector<Meld> declarable;
};

CopyOutcome copy_outcome_of(const SeatView& view, const Play& play) {
    CopyOutcome out;
    Holding after = view.hand;
    const auto at = after.find(play.card, play.from_meld);
    if (!at) {
        return out; // never: the play is legal
    }
    out.broken = take_card(after, *at);
    out.declarable = legal_new_melds(after, view.trump);
    return out;
}

std::vector<Meld> melds_only_in(const std::vector<Meld>& these, const std::vector<Meld>& those) {
    std::vector<Meld> out;
    for (const Meld& meld : these) {
        if (std::find(those.begin(), those.end(), meld) == those.end()) {
            out.push_back(meld);
        }
    }
    return out;
}

std::string copy_joined(const std::vector<std::string>& parts) {
    return cards::listed(parts);
}

// "marriage and four kings": the kinds of the melds, each once.
std::string meld_titles(const std::vector<Meld>& melds) {
    std::vector<std::string> names;
    for (const Meld& meld : melds) {
        const std::string title = meld_title(meld.kind);
        if (std::find(names.begin(), names.end(), title) == names.end()) {
            names.push_back(title);
        }
    }
    return copy_joined(names);
}

bool has_meld_kind(const std::vector<Meld>& melds, MeldKind kind) {
    return std::any_of(melds.begin(), melds.end(),
                       [kind](const Meld& m) { return m.kind == kind; });
}

// "the K♦ from your marriage", "the K♦ from your hand".
std::string copy_named(const Play& play, const CopyOutcome& outcome) {
    const std::string card = "the " + cards::pretty(play.card);
    return card + " from your " + (outcome.broken.empty() ? "hand" : meld_titles(outcome.broken));
}

// What one copy does to the melds: breaks its own or keeps the other's on the table; then
// the melds it alone leaves to declare, or those it alone gives up.
std::string copy_effect(const CopyOutcome& mine, const CopyOutcome& other) {
    std::string text = mine.broken.empty()
                           ? "keeps the " + meld_titles(other.broken) + " on the table"
                           : "breaks the " + meld_titles(mine.broken);
    const std::vector<Meld> gained = melds_only_in(mine.declarable, other.declarable);
    const std::vector<Meld> lost = melds_only_in(other.declarable, mine.declarable);
    if (!gained.empty()) {
        std::vector<std::string> names;
        bool again = false;
        for (const Meld& meld : gained) {
            names.push_back("the " + describe(meld));
            again = again || has_meld_kind(mine.broken, meld.kind);
        }
        text += " and leaves " + copy_joined(names) + " to declare" + (again ? " again" : "") +
                " on a trick you win";
    } else if (!lost.empty()) {
        text += " and leaves no " + meld_titles(lost) + " to declare";
    }
    return text;
}

} // namespace

std::string copy_choice_reason(const SeatView& view, const Play& expert, const Play& played) {
    const CopyOutcome e = copy_outcome_of(view, expert);
    const CopyOutcome p = copy_outcome_of(view, played);
    const std::string verb = view.lead ? "Play " : "Lead ";
    std::string text = verb + copy_named(expert, e) + ": it " + copy_effect(e, p) + "; " +
                       copy_named(played, p) + " " + copy_effect(p, e);
    if (melds_only_in(e.declarable, p.declarable).empty() &&
        melds_only_in(p.declarable, e.declarable).empty()) {
        text += "; either leaves the same melds to declare";
    }
    return text + ".";
}

} // namespace parlor::pinochle::detail
