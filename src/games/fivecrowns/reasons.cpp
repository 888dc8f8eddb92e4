#include "reasons.hpp"

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
    std::string text;
    for (std::size_t i = 0; i < words.size(); ++i) {
        if (i > 0) {
            text += i + 1 == words.size() ? " and " : ", ";
        }
        text += words[i];
    }
    return text;
}

std::string melds_phrase(const Arrangement& arrangement, Voice) {
    std::vector<std::string> words;
    for (const Meld& meld : arrangement.melds) {
        words.push_back(meld_phrase(meld));
    }
    return join_words(words);
}

std::vector<std::string> wild_sentences(const Arrangement& arrangement, Voice voice) {
    std::vector<std::string> sentences;
    for (const Meld& meld : arrangement.melds) {
        const std::string where = std::string(my(voice)) + " " + meld_phrase(meld).substr(2);
        if (all_wild(meld)) {
            sentences.push_back("The wild cards " + cards_phrase(meld_cards(meld)) +
                                " make a meld on their own.");
            continue;
        }
        for (const MeldCard& mc : meld.cards) {
            if (!mc.wild) {
                continue;
            }
            const std::string wild =
                mc.card.is_joker() ? "The joker" : "The " + cards::pretty(mc.card) + " (wild)";
            const std::string stands_for =
                meld.kind == MeldKind::Run
                    ? "the " + cards::pretty(mc.stands_for)
                    : (meld.rank == 8 ? "an " : "a ") + cards::rank_symbol(meld.rank);
            const char* verb = voice == Voice::Computer ? " stands in for " : " can stand in for ";
            sentences.push_back(wild + verb + stands_for + " in " + where + ".");
        }
    }
    return sentences;
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
