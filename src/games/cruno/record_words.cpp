// The expert's reasons and the help's lines, written from the advice record alone: the figures
// they quote are the record's, and a computer's words name no card it still holds.

#include "strategies.hpp"

#include "parlor/cards/card.hpp"
#include "parlor/cards/figures.hpp"
#include "parlor/cards/first_line.hpp"

namespace parlor::cruno::detail {

namespace {

// "54%", or "as good as won/lost" outside 1%..99%.
std::string chance_words(double chance) {
    switch (cards::chance_band(chance)) {
    case cards::ChanceBand::AsGoodAsLost:
        return "as good as lost";
    case cards::ChanceBand::AsGoodAsWon:
        return "as good as won";
    case cards::ChanceBand::Open:
        break;
    }
    return cards::percent_text(chance);
}

// "it won 54% of them" (of the imagined deals), or "the game is as good as won".
std::string result_words(double chance, Voice voice) {
    if (cards::chance_band(chance) != cards::ChanceBand::Open) {
        return "the game is " + chance_words(chance);
    }
    return (voice == Voice::Computer ? "it won " : "it wins ") + cards::percent_text(chance) +
           " of them";
}

const Play* eight_of(const Action& action) {
    const auto* play = std::get_if<Play>(&action);
    return play != nullptr && play->card.is_eight() && play->suit ? play : nullptr;
}

// Whether the 8 of the record was weighed for every suit with the game as good as won (or lost)
// whichever: no suit's share tells them apart.
bool eight_settled(const AdviceRecord& record, const Play& eight) {
    bool settled = cards::chance_band(record.facts.chance) != cards::ChanceBand::Open;
    for (const auto& alternative : record.alternatives) {
        const Play* other = eight_of(alternative.action);
        if (other != nullptr && other->card == eight.card) {
            settled = settled && cards::chance_band(alternative.facts.chance) ==
                                     cards::chance_band(record.facts.chance);
        }
    }
    return settled;
}

// Whether the suit named won at least as many imagined games as every other suit.
bool eight_best(const AdviceRecord& record, const Play& eight) {
    for (const auto& alternative : record.alternatives) {
        const Play* other = eight_of(alternative.action);
        if (other != nullptr && other->card == eight.card &&
            record.facts.chance < alternative.facts.chance) {
            return false;
        }
    }
    return true;
}

// The first line of an 8 weighed against the other suits: the suit and why, no figure.
std::string eight_line(const AdviceRecord& record, const Play& eight, Voice voice) {
    const bool me = voice == Voice::Computer;
    std::string text =
        me ? "Playing the 8 and naming " : "Play the " + pretty(eight.card) + " and name ";
    text += cards::suit_name(*eight.suit) + ": ";
    if (eight_settled(record, eight)) {
        return text + "the game is " + chance_words(record.facts.chance) + " whichever suit " +
               (me ? "I name." : "you name.");
    }
    if (eight_best(record, eight)) {
        return text + "of the suits it " + (me ? "won" : "wins") + " the most imagined games.";
    }
    return text + "the suits are a close call.";
}

// The details of that 8: each suit's share of the imagined games won (and the help's suit held).
// Nothing when the game is settled whichever suit.
std::string eight_figures(const AdviceRecord& record, const Play& eight, Voice voice) {
    if (eight_settled(record, eight)) {
        return {};
    }
    const Suit named = *eight.suit;
    std::string text = "Imagined games won, by the suit named: " + cards::suit_name(named) + " " +
                       chance_words(record.facts.chance);
    for (const auto& alternative : record.alternatives) {
        const Play* other = eight_of(alternative.action);
        if (other != nullptr && other->card == eight.card) {
            text += ", " + cards::suit_name(*other->suit) + " " +
                    chance_words(alternative.facts.chance);
        }
    }
    if (voice == Voice::Help) {
        text += "; you hold " + count_word(record.facts.held_of_suit) + " " +
                (record.facts.held_of_suit == 1 ? cards::suit_name_singular(named)
                                                : cards::suit_name(named));
    }
    return text + ".";
}

// Whether the first alternative won more imagined games than the choice: the tie rule chose a
// move of a lower share.
bool alternative_leads(const AdviceRecord& record) {
    return record.alternatives.front().facts.chance > record.facts.chance;
}

// The first alternative beside the choice: "the next best", or "the leader by share" where it
// won more (never "the next best" above the choice).
std::string alternative_role(const AdviceRecord& record) {
    return alternative_leads(record) ? "the leader by share" : "the next best";
}

// The second line: the look-ahead's figures and how the choice stands against the next best.
std::string odds_line(const AdviceRecord& record, Voice voice) {
    const bool me = voice == Voice::Computer;
    const MoveFacts& facts = record.facts;
    const std::string tables = std::to_string(facts.tables);
    const std::string unseen = me ? "the cards I cannot see" : "the cards you cannot see";
    // A computer never names a card it still holds: its next best is only "the next best move".
    const double next_chance = record.alternatives.front().facts.chance;
    const std::string role = alternative_role(record);
    const std::string next = me ? (alternative_leads(record) ? role : role + " move")
                                : role + ", to " + describe(record.alternatives.front().action);
    if (record.certainty.close_call) {
        const bool settled = cards::chance_band(facts.chance) != cards::ChanceBand::Open &&
                             cards::chance_band(next_chance) == cards::chance_band(facts.chance);
        const std::string figures = settled ? "the game is " + chance_words(facts.chance) +
                                                  " whatever " + (me ? "I play" : "you play")
                                            : result_words(facts.chance, voice) + " and " + next +
                                                  ", " + chance_words(next_chance) +
                                                  ", within the noise";
        const std::string rule = record.certainty.tie_rule.empty()
                                     ? std::string(me ? "; I take the best by share."
                                                      : "; the advice takes the best by share.")
                                     : "; between such moves " +
                                           std::string(me ? "I take " : "the advice takes ") +
                                           record.certainty.tie_rule + ".";
        return "A close call: over " + tables + " imagined deals of " + unseen + ", " + figures +
               rule;
    }
    return (me ? "Played on in my head over " : "Played on over ") + tables +
           " imagined deals of " + unseen + ", " + result_words(facts.chance, voice) + "; " + next +
           ", " + chance_words(next_chance) + ".";
}

std::string headline(const SeatView& view, const Action& action) {
    if (const auto* play = std::get_if<Play>(&action)) {
        std::string text = "Play the " + pretty(play->card);
        if (play->suit) {
            text += " and name " + cards::suit_name(*play->suit);
        }
        return text;
    }
    return view.pending_draw > 0 ? "Draw the two cards" : "Draw a card";
}

} // namespace

std::vector<std::string> record_lines(const SeatView& view, const AdviceRecord& record,
                                      Voice voice) {
    std::vector<std::string> lines;
    const Play* eight = eight_of(record.action);
    const bool weighed = record.facts.tables > 0 && !record.alternatives.empty();
    if (eight != nullptr && weighed && !record.facts.wins_now) {
        lines.push_back(eight_line(record, *eight, voice));
        if (std::string figures = eight_figures(record, *eight, voice); !figures.empty()) {
            lines.push_back(std::move(figures));
        }
    } else {
        lines = move_reasons(view, record.action, voice);
    }
    if (weighed) {
        lines.push_back(odds_line(record, voice));
    }
    return lines;
}

std::string record_summary(const SeatView& view, const AdviceRecord& record) {
    const std::string head = headline(view, record.action);
    // The help's own first line when it is short enough, without its full stop; the figures
    // stay in the lines under it.
    std::string plain = record_lines(view, record, Voice::Help).front();
    if (!plain.empty() && plain.back() == '.') {
        plain.pop_back();
    }
    std::vector<std::string> tries{plain};
    if (record.facts.wins_now) {
        tries.push_back(head + ": your last card, and you win");
    } else if (record.facts.tables > 0 && !record.alternatives.empty() &&
               cards::chance_band(record.facts.chance) != cards::ChanceBand::Open) {
        tries.push_back(head + ": the game is " + chance_words(record.facts.chance));
    } else if (record.facts.tables > 0 && !record.alternatives.empty()) {
        tries.push_back(head + (record.certainty.close_call
                                    ? ": a close call, played on over imagined deals"
                                    : ": it wins the most games played on over imagined deals"));
    } else if (view.pending_draw > 0) {
        tries.push_back(head + ": a Draw Two was played on you");
    } else if (std::holds_alternative<Draw>(record.action)) {
        tries.push_back(head + ": nothing you hold can be played");
    }
    tries.push_back(head);
    return cards::first_that_fits(tries);
}

} // namespace parlor::cruno::detail
