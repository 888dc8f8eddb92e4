// Readable forms of melds and arrangements, for the game's messages and the CLI.

#include "parlor/games/fivecrowns/melds.hpp"

namespace parlor::fivecrowns {

namespace {

std::string book_title(int rank) {
    return rank == 0 ? "book of wilds" : "book of " + cards::rank_name(rank) + "s";
}

// A wild shows what it stands for: "Joker→6♦" in a run, "Joker→9" in a book.
std::string card_text(const MeldCard& used, const Meld& meld) {
    const std::string shown = cards::pretty(used.card);
    if (!used.wild) {
        return shown;
    }
    if (meld.kind == MeldKind::Run) {
        return shown + "\u2192" + cards::pretty(used.stands_for);
    }
    return meld.rank == 0 ? shown : shown + "\u2192" + cards::rank_symbol(meld.rank);
}

} // namespace

std::string describe(const Meld& meld) {
    std::string text = meld.kind == MeldKind::Book ? book_title(meld.rank)
                                                   : "run of " + cards::suit_name(meld.suit);
    text += ":";
    for (const MeldCard& used : meld.cards) {
        text += " " + card_text(used, meld);
    }
    return text;
}

std::string describe(const Arrangement& arrangement) {
    std::string text;
    for (const Meld& meld : arrangement.melds) {
        text += describe(meld) + "\n";
    }
    text += "left over:";
    if (arrangement.leftover.empty()) {
        text += " nothing";
    }
    for (const Card card : arrangement.leftover) {
        text += " " + cards::pretty(card);
    }
    text += " (" + std::to_string(arrangement.points) + " points)";
    return text;
}

} // namespace parlor::fivecrowns
