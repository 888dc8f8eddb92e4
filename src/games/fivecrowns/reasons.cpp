#include "reasons.hpp"
#include "parlor/cards/listed.hpp"

#include <algorithm>

namespace parlor::fivecrowns::detail {

std::string points_phrase(int points) {
    if (points == 0) {
        return "no points";
    }
    return std::to_string(points) + (points == 1 ? " point" : " points");
}

std::string rank_plural(int rank) {
    switch (rank) {
    case 11:
        return "jacks";
    case 12:
        return "queens";
    case 13:
        return "kings";
    default:
        return std::to_string(rank) + "s";
    }
}

std::string cards_phrase(std::span<const Card> cards) {
    std::string text;
    for (const Card card : cards) {
        if (!text.empty()) {
            text += ' ';
        }
        text += cards::pretty(card);
    }
    return text;
}

std::string card_phrase(Card card, int wild_rank) {
    if (card.is_joker()) {
        return "a joker";
    }
    if (card.rank == wild_rank) {
        return "the " + cards::pretty(card) + " (wild this round)";
    }
    return "the " + cards::pretty(card);
}

namespace {

std::vector<Card> meld_cards(const Meld& meld) {
    std::vector<Card> cards;
    for (const MeldCard& mc : meld.cards) {
        cards.push_back(mc.card);
    }
    return cards;
}

bool all_wild(const Meld& meld) {
    return std::all_of(meld.cards.begin(), meld.cards.end(),
                       [](const MeldCard& mc) { return mc.wild; });
}

} // namespace

std::string meld_phrase(const Meld& meld) {
    const std::vector<Card> cards = meld_cards(meld);
    if (all_wild(meld)) {
        return "a meld of wild cards (" + cards_phrase(cards) + ")";
    }
    if (meld.kind == MeldKind::Run) {
        return "a run of " + cards_phrase(cards);
    }
    return "a book of " + rank_plural(meld.rank) + " (" + cards_phrase(cards) + ")";
}

std::string join_words(const std::vector<std::string>& words) {
    return cards::listed(words);
}

std::string melds_phrase(const Arrangement& arrangement, Voice) {
    std::vector<std::string> words;
    for (const Meld& meld : arrangement.melds) {
        words.push_back(meld_phrase(meld));
    }
    return join_words(words);
}

const Meld* meld_holding(const Arrangement& arrangement, Card card) {
    for (const Meld& meld : arrangement.melds) {
        for (const MeldCard& mc : meld.cards) {
            if (mc.card == card) {
                return &meld;
            }
        }
    }
    return nullptr;
}

} // namespace parlor::fivecrowns::detail
