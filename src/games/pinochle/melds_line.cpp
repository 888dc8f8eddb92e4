// Reading the save file's "Melds:" line: melds separated by commas, a `*` on a card that belongs
// to several of them. The text names cards, not copies, so the reader decides which starred
// cards are one card: as few as the melds allow.

#include "parlor/cards/error_text.hpp"
#include "parlor/cards/notation.hpp"
#include "parlor/cards/text_format.hpp"
#include "parlor/games/pinochle/melds.hpp"

#include <algorithm>
#include <bit>

namespace parlor::pinochle {

namespace {

// A card as written in one meld of the line.
struct Mention {
    std::size_t meld;
    Card card;
    bool starred;
};

// More starred mentions of one card than this cannot be: a card belongs to at most one meld of
// each name, and no card is part of more than four kinds of meld.
constexpr std::size_t most_starred = 8;

std::vector<std::string_view> split_commas(std::string_view text) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    for (;;) {
        const std::size_t comma = text.find(',', start);
        parts.push_back(
            text.substr(start, comma == std::string_view::npos ? comma : comma - start));
        if (comma == std::string_view::npos) {
            return parts;
        }
        start = comma + 1;
    }
}

// Which copy (0 or 1) each starred mention of one card is: the fewest copies, then the fewest
// copies in a single meld, never one copy in two melds of one name. Nothing when impossible.
std::optional<std::vector<int>> assign_copies(const std::vector<MeldKind>& kinds, int copies) {
    const std::size_t n = kinds.size();
    std::optional<std::vector<int>> best;
    std::pair<int, int> best_score{3, 3};
    // The first mention is copy 0; the others take both values in turn.
    const std::uint32_t colourings = copies >= 2 ? 1U << (n - 1) : 1U;
    for (std::uint32_t colouring = 0; colouring < colourings; ++colouring) {
        std::vector<int> copy(n, 0);
        for (std::size_t i = 1; i < n; ++i) {
            copy[i] = static_cast<int>((colouring >> (i - 1)) & 1U);
        }
        std::array<std::uint16_t, 2> seen{};
        std::array<int, 2> size{};
        bool valid = true;
        for (std::size_t i = 0; i < n && valid; ++i) {
            const auto c = static_cast<std::size_t>(copy[i]);
            valid = (seen[c] & kind_bit(kinds[i])) == 0;
            seen[c] |= kind_bit(kinds[i]);
            ++size[c];
        }
        if (!valid) {
            continue;
        }
        const int used = (size[0] > 0) + (size[1] > 0);
        const int single = (size[0] == 1) + (size[1] == 1);
        if (std::pair(used, single) < best_score) {
            best_score = {used, single};
            best = copy;
        }
    }
    return best;
}

// Melds that could not have been declared one after another: each needs a card in no meld
// before it. A meld with a card in no other remaining meld can always have come last.
std::optional<std::vector<std::size_t>> undeclarable(const Holding& holding) {
    std::vector<std::size_t> remaining(holding.melds.size());
    for (std::size_t i = 0; i < remaining.size(); ++i) {
        remaining[i] = i;
    }
    while (!remaining.empty()) {
        std::uint32_t live = 0;
        for (const std::size_t m : remaining) {
            live |= 1U << m;
        }
        const auto last = std::find_if(remaining.begin(), remaining.end(), [&](std::size_t m) {
            return std::any_of(holding.cards.begin(), holding.cards.end(),
                               [&](const HeldCard& h) { return (h.melds & live) == (1U << m); });
        });
        if (last == remaining.end()) {
            return remaining;
        }
        remaining.erase(last);
    }
    return std::nullopt;
}

} // namespace

std::optional<Holding> parse_melds(std::string_view text, Suit trump, std::string& error) {
    Holding holding;
    std::vector<Mention> mentions;
    const std::vector<std::string_view> groups = split_commas(text);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const std::string group = cards::trim(groups[g]);
        if (group.empty()) {
            if (g + 1 == groups.size() && g > 0) {
                continue; // a trailing comma
            }
            if (groups.size() == 1) {
                return holding; // no melds at all
            }
            error = "an empty meld between commas";
            return std::nullopt;
        }
        std::vector<Card> meld_cards;
        std::vector<bool> starred;
        for (const std::string_view word : cards::split_words(group)) {
            const bool star = word.size() > 1 && word.back() == '*';
            const auto card = parse(star ? word.substr(0, word.size() - 1) : word, error);
            if (!card) {
                return std::nullopt;
            }
            meld_cards.push_back(*card);
            starred.push_back(star);
        }
        const auto meld = make_meld(meld_cards, trump);
        if (!meld) {
            error = cards::in_quotes(group) + " is no meld with " + cards::suit_name(trump) +
                    " as trump";
            return std::nullopt;
        }
        const std::size_t index = holding.melds.size();
        if (index >= 32) {
            error = "more melds than a hand can hold";
            return std::nullopt;
        }
        holding.melds.push_back(*meld);
        for (std::size_t i = 0; i < meld_cards.size(); ++i) {
            mentions.push_back({index, meld_cards[i], starred[i]});
        }
    }
    // Each mention becomes a held card: unstarred ones are cards of their own, starred ones of
    // one card are as few cards as assign_copies finds.
    std::vector<std::optional<std::size_t>> position(mentions.size());
    for (int id = 0; id < distinct_cards; ++id) {
        const Card card = card_from_id(id);
        std::vector<std::size_t> stars;
        int plain = 0;
        for (std::size_t i = 0; i < mentions.size(); ++i) {
            if (mentions[i].card != card) {
                continue;
            }
            if (mentions[i].starred) {
                stars.push_back(i);
            } else {
                ++plain;
            }
        }
        const int copies_left = copies_of_each - plain;
        if (copies_left < 0 || (copies_left == 0 && !stars.empty())) {
            error =
                "the " + cards::to_string(card) + " is in more melds than its two copies can be";
            return std::nullopt;
        }
        if (stars.empty()) {
            continue;
        }
        std::vector<MeldKind> kinds;
        for (const std::size_t i : stars) {
            kinds.push_back(holding.melds[mentions[i].meld].kind);
        }
        const auto copy = stars.size() <= most_starred ? assign_copies(kinds, copies_left)
                                                       : std::optional<std::vector<int>>();
        if (!copy) {
            error = "the " + cards::to_string(card) + "* cannot be shared by these melds: a card " +
                    "is in at most one meld of each name, and there are two copies";
            return std::nullopt;
        }
        std::array<std::optional<std::size_t>, 2> placed;
        for (std::size_t k = 0; k < stars.size(); ++k) {
            auto& slot = placed[static_cast<std::size_t>((*copy)[k])];
            if (!slot) {
                slot = holding.cards.size();
                holding.cards.push_back({card, 0});
            }
            position[stars[k]] = slot;
        }
    }
    // Cards in the order the line first mentions them.
    std::vector<HeldCard> starred_cards = std::move(holding.cards);
    holding.cards.clear();
    std::vector<std::optional<std::size_t>> moved(starred_cards.size());
    for (std::size_t i = 0; i < mentions.size(); ++i) {
        std::size_t at;
        if (!position[i]) {
            at = holding.cards.size();
            holding.cards.push_back({mentions[i].card, 0});
        } else if (auto& to = moved[*position[i]]; to) {
            at = *to;
        } else {
            to = holding.cards.size();
            at = *to;
            holding.cards.push_back(starred_cards[*position[i]]);
        }
        holding.cards[at].melds |= 1U << mentions[i].meld;
    }
    if (const auto stuck = undeclarable(holding)) {
        std::string names;
        for (const std::size_t m : *stuck) {
            names += (names.empty() ? "" : ", ") + meld_codes(holding.melds[m]);
        }
        error = "the melds " + names +
                " cannot have been declared one after another: each new meld needs a card in "
                "no meld before it";
        return std::nullopt;
    }
    return holding;
}

} // namespace parlor::pinochle
