// The table's builds and loose cards, and their text in the save file's notation.

#include "parlor/games/casino/table.hpp"

#include "parlor/cards/error_text.hpp"

#include <algorithm>
#include <array>

namespace parlor::casino {

int sum_of(const std::vector<Card>& cards) {
    int sum = 0;
    for (const Card card : cards) {
        sum += sum_value(card);
    }
    return sum;
}

int TableBuild::value() const {
    return parts.empty() ? 0 : sum_of(parts.front());
}

std::vector<Card> TableBuild::cards() const {
    std::vector<Card> out;
    for (const auto& part : parts) {
        out.insert(out.end(), part.begin(), part.end());
    }
    return out;
}

CardSet TableBuild::set() const {
    return set_of(cards());
}

int TableBuild::size() const {
    int n = 0;
    for (const auto& part : parts) {
        n += static_cast<int>(part.size());
    }
    return n;
}

std::vector<Card> Table::cards() const {
    std::vector<Card> out;
    for (const TableBuild& build : builds) {
        const auto cards = build.cards();
        out.insert(out.end(), cards.begin(), cards.end());
    }
    out.insert(out.end(), loose.begin(), loose.end());
    return out;
}

int Table::size() const {
    int n = static_cast<int>(loose.size());
    for (const TableBuild& build : builds) {
        n += build.size();
    }
    return n;
}

bool Table::holds_loose(Card card) const {
    return std::find(loose.begin(), loose.end(), card) != loose.end();
}

const TableBuild* Table::build_with(Card card) const {
    for (const TableBuild& build : builds) {
        for (const auto& part : build.parts) {
            if (std::find(part.begin(), part.end(), card) != part.end()) {
                return &build;
            }
        }
    }
    return nullptr;
}

const TableBuild* Table::build_of(Seat owner, int value) const {
    for (const TableBuild& build : builds) {
        if (build.owner == owner && build.value() == value) {
            return &build;
        }
    }
    return nullptr;
}

bool Table::owns_build(Seat seat) const {
    return std::any_of(builds.begin(), builds.end(),
                       [seat](const TableBuild& build) { return build.owner == seat; });
}

namespace {

std::string parts_text(const std::vector<std::vector<Card>>& parts) {
    if (parts.size() == 1) {
        return "[" + codes(parts.front()) + "]";
    }
    std::string out = "[";
    for (const auto& part : parts) {
        out += " [" + codes(part) + "]";
    }
    return out + " ]";
}

} // namespace

std::string build_text(const TableBuild& build) {
    return parts_text(build.parts);
}

std::string table_text(const Table& table) {
    std::string out;
    for (const TableBuild& build : table.builds) {
        out += (out.empty() ? "" : " ") + build_text(build);
    }
    if (!table.loose.empty()) {
        out += (out.empty() ? "" : " ") + codes(table.loose);
    }
    return out;
}

std::vector<std::string> table_tokens(std::string_view text) {
    std::vector<std::string> tokens;
    std::string word;
    const auto flush = [&] {
        if (!word.empty()) {
            tokens.push_back(word);
            word.clear();
        }
    };
    for (const char c : text) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            flush();
        } else if (c == '[' || c == ']') {
            flush();
            tokens.emplace_back(1, c);
        } else if (c == '{' || c == '}') {
            // A brace is a bracket mistyped: a circulating file has "Build Owner: {H3 S4]
            // Computer". Braces mean nothing else here, and the brackets must still balance.
            flush();
            tokens.emplace_back(1, c == '{' ? '[' : ']');
        } else {
            word += c;
        }
    }
    flush();
    return tokens;
}

namespace {

// The cards of one bracketed part of a build up to its "]", which `at` passes.
std::optional<std::vector<Card>> read_part(const std::vector<std::string>& tokens, std::size_t& at,
                                           std::string& error) {
    std::vector<Card> cards;
    for (; at < tokens.size(); ++at) {
        const std::string& token = tokens[at];
        if (token == "]") {
            ++at;
            if (cards.empty()) {
                error = "an empty build \"[]\"";
                return std::nullopt;
            }
            return cards;
        }
        if (token == "[") {
            error = "brackets nested more than twice (a multiple build is \"[ [C6 S3] [S9] ]\")";
            return std::nullopt;
        }
        const auto card = parse(cards::shown(token), error);
        if (!card) {
            return std::nullopt;
        }
        cards.push_back(*card);
    }
    error = "a bracket is opened and never closed";
    return std::nullopt;
}

std::optional<std::string> build_problem(const std::vector<std::vector<Card>>& parts) {
    const std::string text = parts_text(parts);
    if (parts.size() == 1 && parts.front().size() < 2) {
        return "the build " + text +
               " holds one card; a build holds at least two (only a part of a multiple build "
               "may be one card)";
    }
    const int value = sum_of(parts.front());
    for (const auto& part : parts) {
        const int part_value = sum_of(part);
        if (part_value > highest_value) {
            return "the build " + text + " is worth " + std::to_string(part_value) +
                   ", more than 14";
        }
        if (part_value != value) {
            return "the parts of the multiple build " + text + " are worth " +
                   std::to_string(value) + " and " + std::to_string(part_value) +
                   "; they must be equal";
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<std::vector<std::vector<Card>>> read_build(const std::vector<std::string>& tokens,
                                                         std::size_t& at, std::string& error) {
    ++at; // the opening "["
    // The parts up to the closing bracket: "[ [C6 S3] [S9] ]" brackets each part; the original
    // program (docs/casino.md) writes a multiple build with its first part unbracketed,
    // "[ C6 C3 [ H5 D4 ] ]", so the cards between bracketed parts are one part of their own
    // ("[C3 S4]", with no bracketed part, is a single build). A run is never split into several
    // parts: it must then be worth the build's value as a whole.
    std::vector<std::vector<Card>> parts;
    std::vector<Card> run;
    const auto end_run = [&] {
        if (!run.empty()) {
            parts.push_back(std::move(run));
            run.clear();
        }
    };
    while (true) {
        if (at >= tokens.size()) {
            error = "a bracket is opened and never closed";
            return std::nullopt;
        }
        const std::string& token = tokens[at];
        if (token == "]") {
            ++at;
            break;
        }
        if (token == "[") {
            end_run();
            ++at;
            auto part = read_part(tokens, at, error);
            if (!part) {
                return std::nullopt;
            }
            parts.push_back(std::move(*part));
            continue;
        }
        const auto card = parse(cards::shown(token), error);
        if (!card) {
            return std::nullopt;
        }
        run.push_back(*card);
        ++at;
    }
    end_run();
    if (parts.empty()) {
        error = "an empty build \"[]\"";
        return std::nullopt;
    }
    if (const auto problem = build_problem(parts)) {
        error = *problem;
        return std::nullopt;
    }
    return parts;
}

std::optional<TableText> parse_table(std::string_view text, std::string& error, int most_copies) {
    const std::vector<std::string> tokens = table_tokens(text);
    TableText table;
    std::array<int, deck_size> seen{};
    const auto add = [&](Card card) {
        int& copies = seen[static_cast<std::size_t>(card_id(card))];
        if (++copies > most_copies) {
            error =
                "the " + code(card) + " is on the table " + (copies == 2 ? "twice" : "three times");
            return false;
        }
        return true;
    };
    for (std::size_t at = 0; at < tokens.size();) {
        const std::string& token = tokens[at];
        if (token == "]") {
            error = "a closing bracket \"]\" without an opening one";
            return std::nullopt;
        }
        if (token == "[") {
            auto parts = read_build(tokens, at, error);
            if (!parts) {
                return std::nullopt;
            }
            for (const auto& part : *parts) {
                for (const Card card : part) {
                    if (!add(card)) {
                        return std::nullopt;
                    }
                }
            }
            table.builds.push_back(std::move(*parts));
            continue;
        }
        const auto card = parse(cards::shown(token), error);
        if (!card || !add(*card)) {
            return std::nullopt;
        }
        table.loose.push_back(*card);
        ++at;
    }
    return table;
}

} // namespace parlor::casino
