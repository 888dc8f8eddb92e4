// How a count sounds: "fifteen two, fifteen four, a pair is six, and a run of three is nine".

#include "parlor/games/cribbage/scoring.hpp"

namespace parlor::cribbage {

std::string number_word(int n) {
    static const char* const small[] = {"zero",    "one",     "two",       "three",    "four",
                                        "five",    "six",     "seven",     "eight",    "nine",
                                        "ten",     "eleven",  "twelve",    "thirteen", "fourteen",
                                        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
    static const char* const tens[] = {"",      "",      "twenty",  "thirty", "forty",
                                       "fifty", "sixty", "seventy", "eighty", "ninety"};
    if (n < 0 || n > 99) {
        return std::to_string(n);
    }
    if (n < 20) {
        return small[n];
    }
    std::string word = tens[n / 10];
    if (n % 10 != 0) {
        word += '-';
        word += small[n % 10];
    }
    return word;
}

std::string item_name(const ScoreItem& item) {
    switch (item.kind) {
    case ScoreKind::Fifteen:
        return "fifteen";
    case ScoreKind::Pair:
        switch (item.cards.size()) {
        case 2:
            return "a pair";
        case 3:
            return "three of a kind";
        default:
            return "four of a kind";
        }
    case ScoreKind::Run:
        return "a run of " + number_word(static_cast<int>(item.cards.size()));
    case ScoreKind::Flush:
        return "a flush of " + number_word(static_cast<int>(item.cards.size()));
    case ScoreKind::Nobs:
        return "his nobs";
    case ScoreKind::ThirtyOne:
        return "thirty-one";
    case ScoreKind::LastCard:
        return "the last card";
    case ScoreKind::HisHeels:
        return "his heels";
    }
    return "points";
}

std::string speech(const HandScore& score) {
    if (score.items.empty()) {
        return "nineteen (nothing)";
    }
    std::string out;
    int running = 0;
    const ScoreItem* previous = nullptr;
    for (std::size_t i = 0; i < score.items.size(); ++i) {
        const ScoreItem& item = score.items[i];
        running += item.points;
        if (i > 0) {
            out += i + 1 == score.items.size() ? ", and " : ", ";
        }
        if (item.kind == ScoreKind::Fifteen) {
            // Fifteens are counted by the running total alone: "fifteen two, fifteen four".
            out += "fifteen " + number_word(running);
            previous = &item;
            continue;
        }
        const bool repeat = previous != nullptr && item.kind == ScoreKind::Run &&
                            previous->kind == ScoreKind::Run &&
                            previous->cards.size() == item.cards.size();
        std::string name = item_name(item);
        if (repeat) {
            name = "another run of " + number_word(static_cast<int>(item.cards.size()));
        }
        out += name + " is " + number_word(running);
        previous = &item;
    }
    return out;
}

std::string describe(const ScoreItem& item) {
    std::string text = item_name(item);
    if (!item.cards.empty()) {
        text += " (" + pretty_cards(item.cards) + ")";
    }
    return text + " for " + std::to_string(item.points);
}

} // namespace parlor::cribbage
