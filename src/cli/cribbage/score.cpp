// `parlor-cli cribbage score`: the value of hands with a starter, item by item.

#include "cli/cribbage/tools.hpp"

#include "cli/input_lines.hpp"
#include "parlor/cards/card_json.hpp"
#include "parlor/cards/json_text.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/cribbage/scoring.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <istream>
#include <ostream>

namespace parlor::cli::crib {

using namespace parlor::cribbage;

namespace {

struct Combination {
    std::vector<Card> hand; // four cards
    Card starter;
};

std::optional<Combination> parse_combination(const std::vector<std::string_view>& words,
                                             std::string& error) {
    if (words.size() != 5) {
        error = "a combination is four hand cards then the starter (5 cards), not " +
                std::to_string(words.size());
        return std::nullopt;
    }
    std::vector<Card> all;
    for (const std::string_view word : words) {
        const auto card = parse(word, error);
        if (!card) {
            return std::nullopt;
        }
        if (std::find(all.begin(), all.end(), *card) != all.end()) {
            error = "the " + cards::to_string(*card) + " appears twice (there is one deck)";
            return std::nullopt;
        }
        all.push_back(*card);
    }
    return Combination{{all.begin(), all.begin() + 4}, all.back()};
}

std::string kind_name(ScoreKind kind) {
    switch (kind) {
    case ScoreKind::Fifteen:
        return "fifteen";
    case ScoreKind::Pair:
        return "pair";
    case ScoreKind::Run:
        return "run";
    case ScoreKind::Flush:
        return "flush";
    case ScoreKind::Nobs:
        return "nobs";
    case ScoreKind::ThirtyOne:
        return "thirty-one";
    case ScoreKind::LastCard:
        return "last card";
    case ScoreKind::HisHeels:
        return "his heels";
    }
    return "points";
}

void print(const Combination& c, bool crib, bool json, std::ostream& out) {
    const HandScore score = hand_value(c.hand, c.starter, crib);
    if (!json) {
        out << score.total << '\t' << speech(score) << '\n';
        return;
    }
    nlohmann::ordered_json items = nlohmann::ordered_json::array();
    for (const ScoreItem& item : score.items) {
        items.push_back({{"kind", kind_name(item.kind)},
                         {"points", item.points},
                         {"cards", cards::card_codes(item.cards)}});
    }
    const nlohmann::ordered_json line = {{"hand", cards::card_codes(c.hand)},
                                         {"starter", cards::to_string(c.starter)},
                                         {"crib", crib},
                                         {"points", score.total},
                                         {"speech", speech(score)},
                                         {"items", std::move(items)}};
    out << cards::json_text(line) << '\n';
}

} // namespace

int run_score(const ScoreOptions& options, const Io& io) {
    if (!options.starter.empty() || !options.cards.empty()) {
        std::vector<std::string_view> words(options.cards.begin(), options.cards.end());
        if (!options.starter.empty()) {
            words.push_back(options.starter);
        }
        std::string error;
        if (!options.starter.empty() && options.cards.size() != 4) {
            error = "--starter takes the starter; give the four hand cards as arguments";
        }
        std::optional<Combination> combination;
        if (error.empty()) {
            combination = parse_combination(words, error);
        }
        if (!combination) {
            io.err << "arguments: " << error << '\n';
            return exit_bad_input;
        }
        print(*combination, options.crib, options.json, io.out);
        return exit_ok;
    }
    return for_each_input_line(io, [&](const std::string& text, std::string& error) {
        const auto combination = parse_combination(cards::split_words(text), error);
        if (combination) {
            print(*combination, options.crib, options.json, io.out);
        }
        return combination.has_value();
    });
}

} // namespace parlor::cli::crib
