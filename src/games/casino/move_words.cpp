// Moves in the terminal's words: written for `advise` and the terminal, read from what a
// player types.

#include "parlor/games/casino/move_words.hpp"

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"

#include <algorithm>
#include <charconv>
#include <type_traits>

namespace parlor::casino {

namespace {

// A move's words with its cards written by `name`: the file's codes or the table's names.
template <class Name> std::string move_words(const Action& action, Name name) {
    const auto names = [&](const std::vector<Card>& cards) {
        std::string out;
        for (const Card card : cards) {
            out += (out.empty() ? "" : " ") + name(card);
        }
        return out;
    };
    return std::visit(
        [&](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, CallCoin>) {
                return act.call == Coin::Heads ? "heads" : "tails";
            } else if constexpr (std::is_same_v<T, Capture>) {
                return "capture " + names(act.taken) + " with " + name(act.card);
            } else if constexpr (std::is_same_v<T, Build>) {
                std::string text = "build " + std::to_string(act.value) + " with " + name(act.card);
                const auto& on = act.onto.empty() ? act.loose : act.onto;
                return on.empty() ? text : text + " on " + names(on);
            } else if constexpr (std::is_same_v<T, Trail>) {
                return "trail " + name(act.card);
            } else {
                return "next round";
            }
        },
        action);
}

} // namespace

std::string move_text(const Action& action) {
    return move_words(action, [](Card card) { return code(card); });
}

std::string shown_move_text(const Action& action) {
    return move_words(action, [](Card card) { return cards::pretty(card); });
}

namespace {

enum class Kind { Capture, Build, Trail };

std::optional<Kind> kind_of(const std::string& word) {
    if (word == "capture" || word == "c") {
        return Kind::Capture;
    }
    if (word == "build" || word == "b") {
        return Kind::Build;
    }
    if (word == "trail" || word == "t") {
        return Kind::Trail;
    }
    return std::nullopt;
}

// What a typed move names.
struct Named {
    Kind kind = Kind::Trail;
    std::optional<int> value;
    std::vector<Card> hand_cards;
    CardSet table = 0; // whole builds included
    // The same, copy by copy (a loaded file may hold a card twice: "CA CA" names both copies).
    std::vector<Card> table_cards;
};

std::optional<Named> read_words(std::string_view text, const std::vector<Card>& hand,
                                const Table& table, std::string& error) {
    const auto tokens = table_tokens(text);
    if (tokens.empty()) {
        error = "Type a move: capture, build or trail.";
        return std::nullopt;
    }
    const auto kind = kind_of(cards::to_lower(tokens.front()));
    if (!kind) {
        error = "A move starts with capture, build or trail, not " +
                cards::in_quotes(tokens.front()) + ".";
        return std::nullopt;
    }
    Named named;
    named.kind = *kind;
    for (std::size_t i = 1; i < tokens.size(); ++i) {
        const std::string word = cards::to_lower(tokens[i]);
        if (word == "[" || word == "]" || word == "with" || word == "on" || word == "and" ||
            word == "," || word == "onto") {
            continue;
        }
        int number = 0;
        const auto [end, problem] = std::from_chars(word.data(), word.data() + word.size(), number);
        if (problem == std::errc() && end == word.data() + word.size()) {
            named.value = number;
            continue;
        }
        std::string card_error;
        // As the table names it ("7♠"), or in the file's code ("S7").
        auto card = cards::parse_pretty(tokens[i]);
        if (!card || !in_deck(*card)) {
            card = parse(cards::shown(tokens[i]), card_error);
        }
        if (!card) {
            error = card_error + ".";
            return std::nullopt;
        }
        if (std::find(hand.begin(), hand.end(), *card) != hand.end()) {
            named.hand_cards.push_back(*card);
        } else if (table.holds_loose(*card)) {
            named.table |= card_bit(*card);
            named.table_cards.push_back(*card);
        } else if (const TableBuild* build = table.build_with(*card)) {
            named.table |= build->set();
            const auto cards = build->cards();
            named.table_cards.insert(named.table_cards.end(), cards.begin(), cards.end());
        } else {
            error = "The " + cards::pretty(*card) + " is neither in your hand nor on the table.";
            return std::nullopt;
        }
    }
    if (named.hand_cards.size() != 1) {
        error = named.hand_cards.empty()
                    ? "Name the card of your hand you play."
                    : "You play one card a turn; " + cards::pretty_cards(named.hand_cards) +
                          " are all in your hand.";
        return std::nullopt;
    }
    return named;
}

CardSet own_builds(const Table& table, Seat seat) {
    CardSet set = 0;
    for (const TableBuild& build : table.builds) {
        if (build.owner == seat) {
            set |= build.set();
        }
    }
    return set;
}

std::optional<Action> read_capture(const Named& named, const std::vector<Action>& legal,
                                   std::string& error) {
    const Card card = named.hand_cards.front();
    std::vector<Capture> matching;
    for (const Action& action : legal) {
        const auto* capture = std::get_if<Capture>(&action);
        if (capture != nullptr && capture->card == card &&
            (named.table == 0 || set_of(capture->taken) == named.table)) {
            matching.push_back(*capture);
        }
    }
    if (matching.size() > 1 && named.table != 0) {
        // The same cards but for a second copy: the choice taking exactly the copies named.
        std::vector<Card> cards = named.table_cards;
        std::sort(cards.begin(), cards.end());
        for (const Capture& capture : matching) {
            if (capture.taken == cards) {
                return capture;
            }
        }
    }
    if (named.table != 0) {
        // Not a legal choice: the rules will say why.
        return matching.empty() ? Action{Capture{card, cards_of(named.table)}} : matching.front();
    }
    if (matching.size() == 1) {
        return matching.front();
    }
    if (matching.empty()) {
        error = "The " + cards::pretty(card) + " captures nothing on the table.";
        return std::nullopt;
    }
    error = "The " + cards::pretty(card) + " can capture in " + std::to_string(matching.size()) +
            " ways; name the table cards to take, like \"" + shown_move_text(matching.front()) +
            "\".";
    return std::nullopt;
}

std::optional<Action> read_build(const Named& named, const std::vector<Action>& legal,
                                 const Table& table, Seat seat) {
    const Card card = named.hand_cards.front();
    const CardSet own = own_builds(table, seat);
    for (const Action& action : legal) {
        const auto* build = std::get_if<Build>(&action);
        if (build == nullptr || build->card != card ||
            (named.value && *named.value != build->value)) {
            continue;
        }
        const CardSet touched = set_of(build->loose) | set_of(build->onto);
        if (touched == named.table || touched == (named.table & ~own)) {
            return *build;
        }
    }
    // Not a legal build: made up from what was named, for the rules to say why.
    Build build{card, 0, {}, {}};
    for (const TableBuild& target : table.builds) {
        if (target.owner != seat && (target.set() & named.table) != 0) {
            build.onto = cards_of(target.set());
            break;
        }
    }
    build.loose = cards_of(named.table & ~set_of(build.onto) & ~own);
    build.value = named.value.value_or(sum_value(card) + sum_of(build.loose) + sum_of(build.onto));
    return build;
}

} // namespace

std::optional<Action> read_move(std::string_view text, const std::vector<Action>& legal,
                                const std::vector<Card>& hand, const Table& table, Seat seat,
                                std::string& error) {
    const auto named = read_words(text, hand, table, error);
    if (!named) {
        return std::nullopt;
    }
    switch (named->kind) {
    case Kind::Capture:
        return read_capture(*named, legal, error);
    case Kind::Build:
        return read_build(*named, legal, table, seat);
    case Kind::Trail:
        if (named->table != 0) {
            error = "A trail puts one card on the table; name only that card.";
            return std::nullopt;
        }
        return Trail{named->hand_cards.front()};
    }
    return std::nullopt;
}

} // namespace parlor::casino
