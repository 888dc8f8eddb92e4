#include "cli/fivecrowns/arrange.hpp"
#include "cli/input_lines.hpp"

#include "parlor/cards/json_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <istream>
#include <ostream>

namespace parlor::cli::fc {

using namespace parlor::fivecrowns;

namespace {

constexpr int max_hand = 14; // the most a hand holds: 13 dealt plus the card drawn
constexpr int max_copies = 2;

std::optional<int> parse_round(std::string_view word, std::string& error) {
    const std::optional<int> round = cards::parse_non_negative(word);
    if (!round || *round < 1 || *round > round_count) {
        error = "\"" + std::string(word) + "\" is not a round (expected 1-11)";
        return std::nullopt;
    }
    return round;
}

// What a wild card stands for: a card in a run; a rank in a book ("9"), or "any" in a meld
// of wilds only, where nothing fixes it.
std::string stands_for_text(const Meld& meld, const MeldCard& card) {
    if (meld.kind == MeldKind::Book) {
        return meld.rank == 0 ? std::string("any") : cards::rank_symbol(meld.rank);
    }
    const bool all_wild =
        std::all_of(meld.cards.begin(), meld.cards.end(), [](const MeldCard& c) { return c.wild; });
    return all_wild ? cards::rank_symbol(card.stands_for.rank) : cards::to_string(card.stands_for);
}

} // namespace

std::optional<Hand> parse_hand(int round, const std::vector<std::string>& card_words,
                               std::string& error) {
    if (card_words.empty() || static_cast<int>(card_words.size()) > max_hand) {
        error = "a hand holds 1 to " + std::to_string(max_hand) + " cards, this one has " +
                std::to_string(card_words.size());
        return std::nullopt;
    }
    Hand hand{round, {}};
    for (const std::string& word : card_words) {
        const std::optional<Card> card = parse(word, error);
        if (!card) {
            return std::nullopt;
        }
        if (std::count(hand.cards.begin(), hand.cards.end(), *card) == max_copies) {
            error = cards::to_string(*card) +
                    " appears more than twice (the two decks hold each card twice)";
            return std::nullopt;
        }
        hand.cards.push_back(*card);
    }
    return hand;
}

std::string arrangement_line(const Arrangement& arrangement) {
    // describe() puts each meld on a line of its own; here a hand keeps to one line.
    std::string text = describe(arrangement);
    for (std::size_t at = text.find('\n'); at != std::string::npos; at = text.find('\n', at)) {
        text.replace(at, 1, "; ");
    }
    return std::to_string(arrangement.points) + "\t" + text;
}

nlohmann::ordered_json arrangement_json(int round, const Arrangement& arrangement) {
    nlohmann::ordered_json melds = nlohmann::ordered_json::array();
    for (const Meld& meld : arrangement.melds) {
        nlohmann::ordered_json codes = nlohmann::ordered_json::array();
        nlohmann::ordered_json wilds = nlohmann::ordered_json::array();
        for (const MeldCard& card : meld.cards) {
            codes.push_back(cards::to_string(card.card));
            if (card.wild) {
                wilds.push_back({{"card", cards::to_string(card.card)},
                                 {"stands_for", stands_for_text(meld, card)}});
            }
        }
        melds.push_back({{"kind", meld.kind == MeldKind::Book ? "book" : "run"},
                         {"cards", std::move(codes)},
                         {"wilds", std::move(wilds)}});
    }
    nlohmann::ordered_json leftover = nlohmann::ordered_json::array();
    for (const Card card : arrangement.leftover) {
        leftover.push_back(cards::to_string(card));
    }
    return {{"round", round},
            {"points", arrangement.points},
            {"melds", std::move(melds)},
            {"leftover", std::move(leftover)}};
}

namespace {

void print_arrangement(const Hand& hand, bool json, std::ostream& out) {
    const Arrangement arrangement = best_arrangement(hand.cards, wild_rank_of(hand.round));
    if (json) {
        out << cards::json_text(arrangement_json(hand.round, arrangement)) << '\n';
    } else {
        out << arrangement_line(arrangement) << '\n';
    }
}

std::optional<Hand> parse_line(const std::string& line, std::string& error) {
    const auto words = cards::split_words(line);
    const std::optional<int> round = parse_round(words.front(), error);
    if (!round) {
        return std::nullopt;
    }
    return parse_hand(*round, std::vector<std::string>(words.begin() + 1, words.end()), error);
}

} // namespace

int run_arrange(const ArrangeOptions& options, const Io& io) {
    if (options.round || !options.cards.empty()) {
        std::string error;
        if (!options.round) {
            error = "the round is missing (--round N, 1-11)";
        } else if (*options.round < 1 || *options.round > round_count) {
            error = "round " + std::to_string(*options.round) + " does not exist (expected 1-11)";
        }
        std::optional<Hand> hand;
        if (error.empty()) {
            hand = parse_hand(*options.round, options.cards, error);
        }
        if (!hand) {
            io.err << "arguments: " << error << '\n';
            return exit_bad_input;
        }
        print_arrangement(*hand, options.json, io.out);
        return exit_ok;
    }

    return for_each_input_line(io, [&](const std::string& text, std::string& error) {
        const std::optional<Hand> hand = parse_line(text, error);
        if (hand) {
            print_arrangement(*hand, options.json, io.out);
        }
        return hand.has_value();
    });
}

} // namespace parlor::cli::fc
