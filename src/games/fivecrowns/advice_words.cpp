#include "advice_words.hpp"

#include "parlor/cards/figures.hpp"
#include "parlor/cards/first_line.hpp"
#include "parlor/cards/text_as_data.hpp"

#include <algorithm>

namespace parlor::fivecrowns::detail {

namespace {

using cards::points_text;
using cards::pretty;

// "about 8.4 points": an expectation, one decimal.
std::string about(double points) {
    return "about " + points_text(points) + (points == 1.0 ? " point" : " points");
}

std::string the(Card card) {
    return "the " + pretty(card);
}

// "a 9", "an 8", "a jack"
std::string a_rank(int rank) {
    if (rank >= 11) {
        std::string plural = rank_plural(rank);
        return "a " + plural.substr(0, plural.size() - 1);
    }
    return (rank == 8 ? "an " : "a ") + std::to_string(rank);
}

// Who the table's other players are in the words: at two seats "the opponent"; at more, the one
// who can take this seat's discard is "the next player", and whoever went out "another player".
std::string gone_out(const Facts& facts) {
    return facts.seats > 2 ? "another player has gone out" : "the opponent has gone out";
}
std::string taker(const Facts& facts) {
    return facts.seats > 2 ? "the next player" : "the opponent";
}
std::string last_turns(const Facts& facts) {
    return facts.seats > 2 ? "every other player has one last turn"
                           : "the opponent has one last turn";
}

const Facts* next_best(const AdviceRecord& record) {
    return record.alternatives.empty() ? nullptr : &record.alternatives.front().facts;
}

const Facts* alternative_of(const AdviceRecord& record, bool take) {
    for (const auto& alternative : record.alternatives) {
        if (std::holds_alternative<TakeDiscard>(alternative.action) == take) {
            return &alternative.facts;
        }
    }
    return nullptr;
}

bool lowest_expected(const AdviceRecord& record) {
    return std::all_of(record.alternatives.begin(), record.alternatives.end(), [&](const auto& a) {
        return record.facts.expected_points < a.facts.expected_points;
    });
}

bool fewest_left(const AdviceRecord& record) {
    return std::all_of(record.alternatives.begin(), record.alternatives.end(), [&](const auto& a) {
        return record.facts.points_left <= a.facts.points_left;
    });
}

// The chance of going out on the draw the facts look ahead to.
std::string chance_sentence(const Facts& facts, Voice voice, bool this_turn) {
    const std::string when =
        this_turn ? "this turn" : "on " + std::string(my(voice)) + " next draw";
    const double chance = facts.chance_to_go_out;
    if (chance <= 0) {
        return "No single card from the draw pile would let " + std::string(me(voice)) +
               " go out " + when + ".";
    }
    if (chance < 0.01) {
        return "Fewer than 1 in 100 of the cards " + std::string(subject(voice)) +
               " have not seen would let " + me(voice) + " go out " + when + ".";
    }
    return "About " + cards::percent_text(chance) + " of the cards " + subject(voice) +
           " have not seen would let " + me(voice) + " go out " + when + ".";
}

// ---- the draw ----

// The books and runs in few words, for a first line: "run", "book of 9s".
std::string meld_name(const Meld& meld) {
    return meld.kind == MeldKind::Run ? "run" : "book of " + rank_plural(meld.rank);
}

// Why the move, in words and whole points only: the expectations go to the figures' lines.
// `it`: the sentence names only the top card, so "it" is that card; else it is named again.
// `brief`: a meld by its kind, not its cards.
std::string take_why(const AdviceRecord& record, int wild_rank, Voice voice, bool it = false,
                     bool brief = false) {
    const Facts& facts = record.facts;
    const Card top = *facts.drawn;
    const Facts* stock = alternative_of(record, false);
    if (facts.goes_out) {
        return std::string("with it ") + subject(voice) + " go out";
    }
    if (facts.last_turn) {
        return gone_out(facts) + ", and this leaves " + std::string(me(voice)) + " " +
               points_phrase(*facts.points_left);
    }
    if (!stock) {
        return "the draw pile is empty";
    }
    if (is_wild(top, wild_rank)) {
        return top.is_joker() ? "a joker is wild" : the(top) + " is wild this round";
    }
    if (const Meld* meld = meld_holding(facts.arrangement, top)) {
        return (it ? std::string("it") : the(top)) + " goes into " + my(voice) + " " +
               (brief ? meld_name(*meld) : meld_phrase(*meld).substr(2));
    }
    if (facts.points_left && *facts.points_left < facts.points_now) {
        return "this lowers " + std::string(my(voice)) + " points from " +
               points_phrase(facts.points_now) + " to " + points_phrase(*facts.points_left);
    }
    return "this keeps " + std::string(my(voice)) +
           " hand more promising than a card from the draw pile is likely to";
}

std::string stock_why(const AdviceRecord& record, int wild_rank, Voice voice) {
    const Facts* take = alternative_of(record, true);
    if (!take) {
        return "the discard pile is empty";
    }
    const Card top = *take->drawn;
    if (record.facts.points_now == 0 && !record.facts.last_turn) {
        return std::string(my(voice)) + " hand already forms books and runs, so " + subject(voice) +
               " go out whatever " + subject(voice) + " draw";
    }
    if (record.facts.last_turn) {
        return gone_out(record.facts) + ", and " + the(top) + " would leave " + me(voice) + " " +
               points_phrase(*take->points_left);
    }
    if (!is_wild(top, wild_rank) && !meld_holding(take->arrangement, top)) {
        return the(top) + " would go into none of " + my(voice) + " books or runs";
    }
    if (take->points_left && *take->points_left >= record.facts.points_now) {
        return the(top) + " would not lower " + my(voice) + " points (" +
               points_phrase(record.facts.points_now) + ")";
    }
    // Both figures look as far ahead (draw_figures quotes them): the top card's to the next
    // turn's draw, the draw pile's over this draw and that one.
    if (record.facts.expected_two_draws &&
        *record.facts.expected_two_draws < take->expected_points) {
        return the(top) + " would help " + me(voice) + " less than a card from the draw pile";
    }
    if (take->fits_opponent) {
        return "taking " + the(top) + " means discarding " + the(*take->discard) + ", which " +
               taker(*take) + " could use";
    }
    return the(top) + " would do no better than a card from the draw pile";
}

std::string draw_figures(const AdviceRecord& record, Voice voice) {
    const Facts& facts = record.facts;
    if (std::holds_alternative<TakeDiscard>(record.action)) {
        std::string line = "After discarding " + the(*facts.discard) + ", " + subject(voice) +
                           " hold " + points_phrase(*facts.points_left);
        if (!facts.goes_out && !facts.last_turn) {
            line +=
                ", " + about(facts.expected_points) + " expected after " + my(voice) + " next draw";
        }
        if (const Facts* stock = alternative_of(record, false)) {
            line += "; a card from the draw pile would leave " + about(stock->expected_points) +
                    " on average";
        }
        return line + ".";
    }
    std::string line = "A card from the draw pile leaves " + about(facts.expected_points) +
                       " on average after " + my(voice) + " discard (" +
                       points_phrase(facts.points_now) + " now)";
    if (facts.expected_two_draws) {
        line += " and " + about(*facts.expected_two_draws) + " after " + my(voice) + " next draw";
    }
    if (const Facts* take = alternative_of(record, true);
        take && (facts.last_turn || facts.points_now > 0)) {
        line += "; taking " + the(*take->drawn) + " and discarding " + the(*take->discard) +
                " would leave " + points_phrase(*take->points_left);
        if (!take->goes_out && !facts.last_turn) {
            line +=
                " now and " + about(take->expected_points) + " after " + my(voice) + " next draw";
        }
    }
    return line + ".";
}

// ---- the discard ----

std::string discard_why(const AdviceRecord& record, Voice voice) {
    const Facts& facts = record.facts;
    if (facts.goes_out) {
        return (facts.last_turn ? gone_out(facts) + ", and " : std::string()) + "all " + my(voice) +
               " other cards then form books and runs";
    }
    if (facts.last_turn) {
        return gone_out(facts) + ", so only the points left count, and this leaves the fewest: " +
               points_phrase(*facts.points_left);
    }
    if (facts.wild_discard) {
        return "every card is wild, so one has to go";
    }
    std::string why;
    if (!record.alternatives.empty() && lowest_expected(record)) {
        why = "it should leave the fewest points after " + std::string(my(voice)) + " next draw";
    } else if (!record.alternatives.empty() && fewest_left(record)) {
        why = "it leaves no more points now than any other discard";
    } else {
        why = std::string(record.certainty.close_call ? "it ties for best" : "it weighs best") +
              " on points now and after " + my(voice) + " next draw";
    }
    if (facts.fits_opponent) {
        why += ", even though " + taker(facts) + " could use it";
    }
    return why;
}

// The discard's figures: the points it leaves now and those expected after the next draw.
// Empty when going out or on the last turn (the first line says it all).
std::string discard_figures(const AdviceRecord& record, Voice voice) {
    const Facts& facts = record.facts;
    if (facts.goes_out || facts.last_turn) {
        return {};
    }
    std::string line = "It leaves " + points_phrase(*facts.points_left) + " now and " +
                       about(facts.expected_points) + " expected after " + my(voice) + " next draw";
    if (!facts.wild_discard && !record.alternatives.empty()) {
        const std::string weighed = cards::count_text(
            static_cast<int>(record.alternatives.size()) + 1, "discard", "discards");
        if (lowest_expected(record)) {
            line += ", the lowest of the " + weighed + " weighed";
        } else if (fewest_left(record)) {
            line += ", the fewest points now of the " + weighed + " weighed";
        }
    }
    return line + ".";
}

std::string next_best_line(const AdviceRecord& record, Voice voice) {
    const Facts* other = next_best(record);
    if (!other) {
        return {};
    }
    const bool draw = !std::holds_alternative<Discard>(record.action);
    const std::string chosen = draw ? (std::holds_alternative<TakeDiscard>(record.action)
                                           ? "taking " + the(*record.facts.drawn)
                                           : "drawing from the draw pile")
                                    : "discarding " + the(*record.facts.discard);
    const std::string second =
        draw ? (other->drawn ? "taking " + the(*other->drawn) : "drawing from the draw pile")
             : "discarding " + the(*other->discard);
    if (record.certainty.close_call) {
        return "A close call between " + chosen + " and " + second + ": they weigh the same, and " +
               record.certainty.tie_rule + ".";
    }
    if (draw || record.facts.goes_out) {
        return {};
    }
    std::string line =
        "Next best: " + second + " would leave " + points_phrase(*other->points_left);
    if (!record.facts.last_turn) {
        line += " now and " + about(other->expected_points) + " after " + my(voice) + " next draw";
    }
    if (other->fits_opponent && !record.facts.fits_opponent) {
        line += ", and " + taker(*other) + " could use it";
    }
    return line + ".";
}

std::string going_out_line(const AdviceRecord& record, Voice voice) {
    const Facts& facts = record.facts;
    if (facts.goes_out) {
        if (facts.last_turn) {
            return voice == Voice::Computer ? "I score nothing this round."
                                            : "You score nothing this round.";
        }
        return (voice == Voice::Computer ? "I go out: I score nothing this round, and "
                                         : "You go out: you score nothing this round, and ") +
               last_turns(facts) + ".";
    }
    if (facts.last_turn) {
        return {};
    }
    const bool stock_draw = std::holds_alternative<DrawStock>(record.action);
    return chance_sentence(facts, voice, stock_draw);
}

std::string move_lead(const AdviceRecord& record, Voice voice) {
    const Facts& facts = record.facts;
    if (std::holds_alternative<TakeDiscard>(record.action)) {
        // The log's line above says where the card came from: the reason says why, briefly.
        return voice == Voice::Computer
                   ? "I took " + the(*facts.drawn) + " because "
                   : "Take " + the(*facts.drawn) + " from the discard pile, then discard " +
                         the(*facts.discard) + ": ";
    }
    if (std::holds_alternative<DrawStock>(record.action)) {
        return voice == Voice::Computer ? "I drew a card because " : "Draw from the draw pile: ";
    }
    return voice == Voice::Computer ? "I discarded " + the(*facts.discard) + " because "
                                    : "Discard " + the(*facts.discard) + ": ";
}

std::string why(const AdviceRecord& record, int wild_rank, Voice voice, bool brief = false) {
    if (std::holds_alternative<TakeDiscard>(record.action)) {
        return take_why(record, wild_rank, voice, false, brief);
    }
    if (std::holds_alternative<DrawStock>(record.action)) {
        return stock_why(record, wild_rank, voice);
    }
    return discard_why(record, voice);
}

void add(std::vector<std::string>& lines, std::string line) {
    if (!line.empty()) {
        lines.push_back(std::move(line));
    }
}

// The move and why in one line: the full reason, its melds by their kind, or the move alone.
std::string first_line(const AdviceRecord& record, int wild_rank, Voice voice) {
    const std::string lead = move_lead(record, voice);
    std::string alone = lead.substr(0, lead.rfind(voice == Voice::Computer ? " because" : ":"));
    return cards::first_that_fits({lead + why(record, wild_rank, voice) + ".",
                                   lead + why(record, wild_rank, voice, true) + ".", alone + "."});
}

} // namespace

std::string wilds_clause(const Meld& meld) {
    std::vector<Card> wilds;
    std::vector<Card> stands_for;
    int wild_count = 0;
    for (const MeldCard& mc : meld.cards) {
        wild_count += mc.wild ? 1 : 0;
        // "the 5♠ stands for the 5♠" would only puzzle: a wild in its own place goes unsaid.
        if (mc.wild && !stands_as_itself(mc, meld)) {
            wilds.push_back(mc.card);
            stands_for.push_back(mc.stands_for);
        }
    }
    if (wild_count == static_cast<int>(meld.cards.size())) {
        return "all wild";
    }
    if (wilds.empty()) {
        return {};
    }
    std::string subject;
    const bool alike = std::all_of(wilds.begin(), wilds.end(), [&](Card c) {
        return c.is_joker() ? wilds.front().is_joker() : c == wilds.front();
    });
    const bool many = wilds.size() > 1;
    if (alike && wilds.front().is_joker()) {
        subject = !many               ? "the joker"
                  : wilds.size() == 2 ? "the two jokers"
                                      : "the " + std::to_string(wilds.size()) + " jokers";
    } else if (alike) {
        subject = (many && wilds.size() == 2 ? "both " : "the ") + pretty(wilds.front()) +
                  (many && wilds.size() > 2 ? " cards" : "");
    } else {
        std::vector<std::string> names;
        for (const Card card : wilds) {
            names.push_back(card.is_joker() ? "a joker" : "the " + pretty(card));
        }
        subject = join_words(names);
    }
    const char* verb = many ? " stand for " : " stands for ";
    if (meld.kind == MeldKind::Book) {
        return subject + verb + (many ? rank_plural(meld.rank) : a_rank(meld.rank));
    }
    std::vector<std::string> roles;
    for (const Card card : stands_for) {
        roles.push_back(the(card));
    }
    return subject + verb + join_words(roles);
}

std::string layout_sentence(const Arrangement& arrangement, Voice voice) {
    const bool computer = voice == Voice::Computer;
    std::string text;
    if (arrangement.melds.empty()) {
        text = computer ? "I have no book or run yet" : "You have no book or run yet";
    } else {
        std::vector<std::string> melds;
        for (const Meld& meld : arrangement.melds) {
            std::string phrase = meld_phrase(meld);
            if (const std::string wilds = wilds_clause(meld); !wilds.empty()) {
                // "a book of 9s (9♣ Joker Joker: the two jokers stand for 9s)"
                phrase = phrase.back() == ')'
                             ? phrase.substr(0, phrase.size() - 1) + ": " + wilds + ")"
                             : phrase + " (" + wilds + ")";
            }
            melds.push_back(std::move(phrase));
        }
        text = std::string(computer ? "My" : "Your") + " hand holds " + join_words(melds);
    }
    if (arrangement.leftover.empty()) {
        return text + ", nothing left over.";
    }
    const auto& left = arrangement.leftover;
    return text + "; " + cards_phrase(left) + (left.size() == 1 ? " is" : " are") + " left over (" +
           points_phrase(arrangement.points) + ").";
}

std::vector<std::string> help_lines(const AdviceRecord& record, int wild_rank) {
    std::vector<std::string> lines;
    // The help's panel has room for the whole reason: its summary is the short line.
    lines.push_back(move_lead(record, Voice::Advice) + why(record, wild_rank, Voice::Advice) + ".");
    std::string layout = layout_sentence(record.facts.arrangement, Voice::Advice);
    if (!std::holds_alternative<DrawStock>(record.action)) {
        layout = "After it, y" + layout.substr(1);
    }
    lines.push_back(std::move(layout));
    if (!std::holds_alternative<Discard>(record.action)) {
        lines.push_back(draw_figures(record, Voice::Advice));
    } else {
        add(lines, discard_figures(record, Voice::Advice));
    }
    add(lines, next_best_line(record, Voice::Advice));
    add(lines, going_out_line(record, Voice::Advice));
    return lines;
}

std::vector<std::string> computer_reasons(const AdviceRecord& record, int wild_rank) {
    std::vector<std::string> lines;
    lines.push_back(first_line(record, wild_rank, Voice::Computer));
    // The whole reason after a first line that had to shorten it.
    const std::string whole =
        move_lead(record, Voice::Computer) + why(record, wild_rank, Voice::Computer) + ".";
    if (whole != lines.front()) {
        lines.push_back(whole);
    }
    if (std::holds_alternative<Discard>(record.action)) {
        lines.push_back(layout_sentence(record.facts.arrangement, Voice::Computer));
        // At most three lines: going out, else a close call and its tie rule, else the figures.
        std::string last = record.facts.goes_out         ? going_out_line(record, Voice::Computer)
                           : record.certainty.close_call ? next_best_line(record, Voice::Computer)
                                                         : discard_figures(record, Voice::Computer);
        add(lines, std::move(last));
    } else {
        lines.push_back(draw_figures(record, Voice::Computer));
    }
    lines.resize(std::min<std::size_t>(lines.size(), 3)); // at most three lines a turn
    return lines;
}

std::string summary_line(const AdviceRecord& record, int wild_rank) {
    const Facts& facts = record.facts;
    std::vector<std::string> tries;
    if (std::holds_alternative<TakeDiscard>(record.action)) {
        const std::string take = "Take " + the(*facts.drawn);
        const std::string then = take + ", then discard " + the(*facts.discard);
        if (facts.goes_out) {
            tries.push_back(then + " and go out");
        } else {
            tries.push_back(take + ": " + take_why(record, wild_rank, Voice::Advice, true));
            tries.push_back(take + ": " + take_why(record, wild_rank, Voice::Advice, true, true));
        }
        tries.push_back(then);
        tries.push_back(take);
    } else if (std::holds_alternative<DrawStock>(record.action)) {
        tries.push_back("Draw from the draw pile: " + stock_why(record, wild_rank, Voice::Advice));
        tries.push_back("Draw from the draw pile");
    } else {
        const std::string discard = "Discard " + the(*facts.discard);
        if (facts.goes_out) {
            tries.push_back(discard + " and go out");
        } else if (facts.last_turn) {
            tries.push_back(discard + ": it leaves the fewest points, " +
                            points_phrase(*facts.points_left));
        } else {
            tries.push_back(discard + ": " + discard_why(record, Voice::Advice));
        }
        tries.push_back(discard);
    }
    return cards::first_that_fits(tries);
}

} // namespace parlor::fivecrowns::detail
