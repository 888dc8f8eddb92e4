#include "app/core/speech_words.hpp"

#include <cctype>

namespace parlor::app {

namespace {

struct SuitGlyph {
    std::string_view glyph;
    std::string_view name;
};

// As cards::suit_symbol writes them (U+2646 for tridents), and the outlined forms some text uses.
constexpr SuitGlyph suit_glyphs[] = {
    {"\u2660", "spades"}, {"\u2663", "clubs"},    {"\u2666", "diamonds"},
    {"\u2665", "hearts"}, {"\u2646", "tridents"}, {"\u2664", "spades"},
    {"\u2667", "clubs"},  {"\u2662", "diamonds"}, {"\u2661", "hearts"},
};

std::string rank_words(const std::string& rank) {
    static constexpr std::string_view numbers[] = {"",    "one",   "two",   "three", "four", "five",
                                                   "six", "seven", "eight", "nine",  "ten"};
    if (rank == "A") {
        return "ace";
    }
    if (rank == "J") {
        return "jack";
    }
    if (rank == "Q") {
        return "queen";
    }
    if (rank == "K") {
        return "king";
    }
    if (rank.size() <= 2 && std::isdigit(static_cast<unsigned char>(rank[0]))) {
        const int n = std::stoi(rank);
        if (n >= 1 && n <= 10) {
            return std::string(numbers[n]);
        }
    }
    return rank; // a name ("Skip", "Wild") is read as it is written
}

bool word_char(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0;
}

} // namespace

std::string spoken_words(std::string_view text) {
    std::string out;
    out.reserve(text.size() + 16);
    std::size_t i = 0;
    while (i < text.size()) {
        const SuitGlyph* suit = nullptr;
        for (const SuitGlyph& s : suit_glyphs) {
            if (text.substr(i, s.glyph.size()) == s.glyph) {
                suit = &s;
                break;
            }
        }
        if (!suit) {
            out += text[i++];
            continue;
        }
        // The word just before the symbol, if it touches it, is the card's rank or name.
        std::size_t start = out.size();
        while (start > 0 && word_char(out[start - 1])) {
            --start;
        }
        if (start < out.size()) {
            const std::string rank = out.substr(start);
            out.erase(start);
            out += rank_words(rank) + " of " + std::string(suit->name);
        } else {
            out += suit->name;
        }
        i += suit->glyph.size();
    }
    return out;
}

std::string without_controls(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto b = static_cast<unsigned char>(c);
        if (c == '\t' || c == '\n' || c == '\r') {
            out += ' ';
        } else if (b >= 0x20 && b != 0x7f) {
            out += c;
        }
    }
    return out;
}

} // namespace parlor::app
