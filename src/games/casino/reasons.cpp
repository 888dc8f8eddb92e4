// What the computer says about its move, and what the help says to the player: the same
// sentences in two voices, written from the advice record (the move's facts, the alternatives,
// the certainty) and the table the move is played on. The computer never names a card of its
// hand other than the one it plays: it announces a build's value, not the card that will take
// it, and its next best move only as "my next best move".

#include "parlor/cards/figures.hpp"
#include "parlor/cards/first_line.hpp"
#include "parlor/cards/listed.hpp"
#include "parlor/cards/text_as_data.hpp"
#include "parlor/games/casino/captures.hpp"
#include "strategies.hpp"

#include <algorithm>
#include <cctype>
#include <type_traits>

namespace parlor::casino::detail {

namespace {

using cards::count_text;
using cards::points_text;
using cards::signed_points_text;

struct Words {
    Voice voice;
    std::string my;     // "my" / "your"
    std::string your;   // the opponent's: "your" / "the computer's"
    std::string me;     // "me" / "you"
    std::string cannot; // "I cannot see" / "you cannot see"
    bool help() const { return voice == Voice::Help; }
};

Words words(Voice voice, Seat seat) {
    if (voice == Voice::Computer) {
        return {voice, "my", "your", "me", "I cannot see"};
    }
    const std::string opponent = seat == Seat::Human ? "the computer's" : "the human's";
    return {voice, "your", opponent, "you", "you cannot see"};
}

std::string capitalised(std::string text) {
    if (!text.empty()) {
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    }
    return text;
}

std::string verb(const Words& w, const std::string& ing, const std::string& plain) {
    return w.help() ? plain : ing;
}

// The played card by its rank: "my 10". The help names the suit too when the hand holds another
// card of that rank ("your ace of spades"); the computer never lets its hand show that way.
std::string played(const Words& w, Card card, const std::vector<Card>& hand) {
    const bool twin = std::any_of(hand.begin(), hand.end(), [card](Card other) {
        return other != card && other.rank == card.rank;
    });
    return w.my + " " + (w.help() && twin ? cards::long_name(card) : cards::rank_name(card.rank));
}

std::string joined(const std::vector<std::string>& parts) {
    return cards::listed(parts);
}

// The loose aces a played ace's capture needs as 1 to make its sets of 14 (fewest first):
// "A♠ on A♥ 9♣ 4♦" needs the A♥. Nothing when the sets need no ace, or the card is no ace.
std::vector<Card> aces_counting_one(const Table& table, const Capture& capture) {
    if (capture.card.rank != cards::ace) {
        return {};
    }
    std::vector<Card> sets;
    std::vector<Card> aces;
    for (const std::size_t i : split_capture(table, capture.taken).loose) {
        const Card card = table.loose[i];
        (card.rank == cards::ace ? aces : sets).push_back(card);
    }
    if (sets.empty() || splits_into_sets(sets, highest_value)) {
        return {};
    }
    // At most four aces: every subset, the smaller ones first.
    std::vector<Card> best;
    for (unsigned subset = 1; subset < (1U << aces.size()); ++subset) {
        std::vector<Card> chosen;
        for (std::size_t i = 0; i < aces.size(); ++i) {
            if (subset & (1U << i)) {
                chosen.push_back(aces[i]);
            }
        }
        std::vector<Card> with = sets;
        with.insert(with.end(), chosen.begin(), chosen.end());
        if ((best.empty() || chosen.size() < best.size()) &&
            splits_into_sets(with, highest_value)) {
            best = chosen;
        }
    }
    return best;
}

// What a capture brings: its points, or else its cards toward the most cards.
std::string capture_worth(const MoveFacts& facts) {
    if (facts.points_taken > 0) {
        return "worth " + count_text(facts.points_taken, "point", "points");
    }
    std::string text = count_text(facts.cards_to_pile, "card", "cards") + " toward the most cards";
    if (facts.spades_to_pile > 0) {
        text += ", " + count_text(facts.spades_to_pile, "spade", "spades") + " among them";
    }
    return text;
}

std::string capture_sentence(const SeatView& view, const Capture& capture, const MoveFacts& facts,
                             const Words& w) {
    // Copy by copy (a loaded file may hold a card twice, one loose and one in a build).
    const CaptureSplit split = split_capture(view.table, capture.taken);
    std::vector<Card> loose; // the loose copies taken, named in the capture's order
    for (const std::size_t i : split.loose) {
        loose.push_back(view.table.loose[i]);
    }
    std::vector<std::string> items;
    for (const Card card : capture.taken) {
        if (const auto at = std::find(loose.begin(), loose.end(), card); at != loose.end()) {
            loose.erase(at);
            items.push_back(the_card(card));
        }
    }
    for (std::size_t i = 0; i < view.table.builds.size(); ++i) {
        if (i < 64 && ((split.builds >> i) & 1U) != 0) {
            const TableBuild& build = view.table.builds[i];
            items.push_back((build.owner == view.seat ? w.my : w.your) + " build of " +
                            std::to_string(build.value()));
        }
    }
    std::string text = verb(w, "Capturing ", "Capture ") + joined(items) + " with " +
                       played(w, capture.card, view.hand);
    if (const auto ones = aces_counting_one(view.table, capture); !ones.empty()) {
        // The ace of docs/casino.md, 1 and 14 in one action: say which loose ace made the
        // set of 14.
        std::vector<std::string> names;
        for (const Card ace : ones) {
            names.push_back("the " + cards::pretty(ace));
        }
        text += " (" + joined(names) + (ones.size() == 1 ? " counts" : " count") +
                " 1 here, in a set of 14)";
    }
    return text + " \u2014 " + capture_worth(facts) + ".";
}

// The help names the card the player keeps for a build (the player's own hand); the computer
// only its value.
std::string kept_card(const SeatView& view, Card played_card, int value) {
    for (const Card card : view.hand) {
        if (card != played_card && worth(card, value)) {
            return the_card(card);
        }
    }
    return "a card worth " + std::to_string(value);
}

std::string build_sentence(const SeatView& view, const Build& build, const MoveFacts& facts,
                           const Words& w) {
    const std::string value = std::to_string(build.value);
    const std::string cards = count_text(facts.build_cards, "card", "cards");
    const std::string keep = "you keep " + kept_card(view, build.card, build.value) + " to take it";
    if (!build.onto.empty()) {
        const TableBuild* target = view.table.build_with(build.onto.front());
        const std::string old = target != nullptr ? std::to_string(target->value()) : "?";
        const std::string head = verb(w, "Taking over ", "Take over ") + w.your + " build of " +
                                 old + " with " + played(w, build.card, view.hand) +
                                 ": it becomes " + value + ", " + cards + ", and ";
        return w.help() ? head + "yours; " + keep + "." : head + "mine.";
    }
    if (build.loose.empty()) {
        const std::string head = verb(w, "Adding ", "Add ") + played(w, build.card, view.hand) +
                                 " to " + w.my + " build of " + value + ", a multiple build of " +
                                 cards + " now";
        return w.help() ? head + ": " + keep + " all." : head + ".";
    }
    std::vector<std::string> on;
    for (const Card card : build.loose) {
        on.push_back("the " + cards::rank_name(card.rank));
    }
    std::string text = verb(w, "Building ", "Build ") + value + " with " +
                       played(w, build.card, view.hand) + " on " + joined(on);
    if (view.table.build_of(view.seat, build.value) != nullptr) {
        text += " beside " + w.my + " build of " + value + ": " + cards + " to take together";
    } else {
        text += ": " + cards + " to take on a later turn";
    }
    return w.help() ? text + "; " + keep + "." : text + ".";
}

// The move in fewer words, for a first line the full sentence would make too long: the cards
// taken counted rather than named, a build by its value and size.
std::string short_sentence(const SeatView& view, const AdviceRecord& record, const Words& w) {
    const MoveFacts& f = record.facts;
    if (const auto* capture = std::get_if<Capture>(&record.action)) {
        return verb(w, "Capturing ", "Capture ") + count_text(f.cards_taken, "card", "cards") +
               " with " + played(w, capture->card, view.hand) + " \u2014 " + capture_worth(f) + ".";
    }
    if (const auto* build = std::get_if<Build>(&record.action)) {
        return verb(w, "Building ", "Build ") + std::to_string(build->value) + " with " +
               played(w, build->card, view.hand) + ": " +
               count_text(f.build_cards, "card", "cards") + " to take later.";
    }
    return {};
}

std::string trail_sentence(const Trail& trail, const AdviceRecord& record, const Words& w) {
    const bool other_kinds =
        std::any_of(record.alternatives.begin(), record.alternatives.end(),
                    [](const auto& a) { return !std::holds_alternative<Trail>(a.action); });
    const std::string text = verb(w, "Trailing ", "Trail ") + the_card(trail.card);
    if (other_kinds) {
        return text + " rather than capturing or building.";
    }
    return text + ": there is nothing to capture or build.";
}

// "yours minus the computer's" for the figures of the round.
std::string net(const Words& w) {
    return w.help() ? "yours minus your opponent's" : "mine minus yours";
}

// The moves a close call is between, the recommendation first.
std::vector<const Action*> close_moves(const AdviceRecord& record) {
    std::vector<const Action*> moves{&record.action};
    for (const auto& alternative : record.alternatives) {
        if (alternative.facts.within_noise) {
            moves.push_back(&alternative.action);
        }
    }
    return moves;
}

std::string between(const AdviceRecord& record, const Words& w) {
    const auto moves = close_moves(record);
    if (!w.help()) {
        // The computer does not name the moves it keeps in hand.
        return "this and " +
               count_text(static_cast<int>(moves.size()) - 1, "other move", "other moves");
    }
    std::vector<std::string> names;
    for (const Action* move : moves) {
        names.push_back(describe(*move));
    }
    return joined(names);
}

std::string next_best(const AdviceRecord& record, const Words& w) {
    if (!w.help()) {
        return "my next best move";
    }
    return "the next best move (" + describe(record.alternatives.front().action) + ")";
}

} // namespace

std::string move_sentence(const SeatView& view, const AdviceRecord& record, Voice voice) {
    const Words w = words(voice, view.seat);
    return std::visit(
        [&](const auto& act) -> std::string {
            using T = std::decay_t<decltype(act)>;
            if constexpr (std::is_same_v<T, Capture>) {
                return capture_sentence(view, act, record.facts, w);
            } else if constexpr (std::is_same_v<T, Build>) {
                return build_sentence(view, act, record.facts, w);
            } else if constexpr (std::is_same_v<T, Trail>) {
                return trail_sentence(act, record, w);
            } else {
                return capitalised(describe(act)) + ".";
            }
        },
        record.action);
}

std::string search_sentence(const SeatView& view, const AdviceRecord& record, Voice voice) {
    const Words w = words(voice, view.seat);
    const cards::Certainty& c = record.certainty;
    if (record.alternatives.empty()) {
        return w.help() ? "It is your only move." : "It is my only move.";
    }
    if (!c.exact && c.samples == 0) {
        return {}; // no search stood behind the choice: nothing to quote
    }
    const std::string expected = signed_points_text(record.facts.expected);
    if (c.exact) {
        const std::string head = "Every card is known: ";
        if (c.close_call) {
            return head + between(record, w) + " end the round alike, " + expected +
                   " points of the round (" + net(w) + "); " + c.tie_rule + ".";
        }
        return head + "this ends the round " + expected + " points of the round (" + net(w) +
               "), " + points_text(c.lead) + " more than " + next_best(record, w) + ".";
    }
    const std::string deals =
        count_text(c.samples, "guessed deal", "guessed deals") + " of the cards " + w.cannot;
    if (c.close_call) {
        return "A close call over " + deals + " between " + between(record, w) + " (this one " +
               expected + " points of the round, " + net(w) + "); " + c.tie_rule + ".";
    }
    return "Over " + deals + ", this averages " + expected + " points of the round (" + net(w) +
           "), " + points_text(c.lead) + " more than " + next_best(record, w) + ".";
}

std::string first_line(const SeatView& view, const AdviceRecord& record, Voice voice) {
    return cards::first_that_fits({move_sentence(view, record, voice),
                                   short_sentence(view, record, words(voice, view.seat))});
}

std::vector<std::string> computer_reasons(const SeatView& view, const AdviceRecord& record) {
    std::vector<std::string> reasons{first_line(view, record, Voice::Computer)};
    if (std::string why = search_sentence(view, record, Voice::Computer); !why.empty()) {
        reasons.push_back(std::move(why));
    }
    // The whole move after the figures when the first line had to count its cards.
    if (std::string whole = move_sentence(view, record, Voice::Computer);
        whole != reasons.front()) {
        reasons.push_back(std::move(whole));
    }
    return reasons;
}

std::vector<std::string> help_lines(const SeatView& view, const AdviceRecord& record) {
    std::vector<std::string> lines{move_sentence(view, record, Voice::Help)};
    if (std::string why = search_sentence(view, record, Voice::Help); !why.empty()) {
        lines.push_back(std::move(why));
    }
    if (record.certainty.exact || record.certainty.samples > 0) {
        // The next ones after the runner-up, by the same expected points that ranked them.
        for (std::size_t i = 1; i < std::min<std::size_t>(3, record.alternatives.size()); ++i) {
            const auto& alternative = record.alternatives[i];
            lines.push_back("Also: " + describe(alternative.action) + " (" +
                            points_text(record.facts.expected - alternative.facts.expected) +
                            " points of the round behind).");
        }
    }
    return lines;
}

std::string help_summary(const AdviceRecord& record) {
    const MoveFacts& f = record.facts;
    const std::string prefix = record.certainty.close_call ? "A close call: " : "";
    std::string what;
    if (std::holds_alternative<Capture>(record.action)) {
        what = f.points_taken > 0 ? count_text(f.points_taken, "point", "points") + " now"
                                  : count_text(f.cards_to_pile, "card", "cards") + " to your pile";
    }
    const std::string move = record.certainty.close_call ? describe(record.action)
                                                         : capitalised(describe(record.action));
    std::vector<std::string> tries{prefix + move + (what.empty() ? "" : ": " + what)};
    if (const auto* capture = std::get_if<Capture>(&record.action)) {
        // Many cards taken: count them instead of naming them.
        tries.push_back(prefix + "Capture " + count_text(f.cards_taken, "card", "cards") +
                        " with the " + cards::pretty(capture->card) + ": " + what);
    }
    tries.push_back(prefix + move);
    return cards::first_that_fits(tries);
}

} // namespace parlor::casino::detail
