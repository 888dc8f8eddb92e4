#include "expert_reasons.hpp"

#include "parlor/cards/figures.hpp"
#include "parlor/cards/first_line.hpp"
#include "parlor/cards/listed.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace parlor::pinochle::detail {

namespace {

std::string rank_word(Card card) {
    switch (card.rank) {
    case cards::ace:
        return "ace";
    case 10:
        return "10";
    case cards::king:
        return "king";
    case cards::queen:
        return "queen";
    case cards::jack:
        return "jack";
    default:
        return "9";
    }
}

// A meld in a sentence: "the royal marriage", "four kings".
std::string meld_words(MeldKind kind) {
    switch (kind) {
    case MeldKind::FourAces:
    case MeldKind::FourKings:
    case MeldKind::FourQueens:
    case MeldKind::FourJacks:
        return meld_title(kind);
    default:
        return "the " + meld_title(kind);
    }
}

// The words that change with the voice. The help speaks to the seat to move, whichever it is,
// and names its opponent by role.
struct Words {
    Voice voice;
    Seat seat;
    std::string verb(const std::string& computer, const std::string& help) const {
        return voice == Voice::Computer ? computer : help;
    }
    std::string i() const { return verb("I", "you"); }
    std::string my() const { return verb("my", "your"); }
    std::string me() const { return verb("me", "you"); }
    std::string mine() const { return verb("mine", "yours"); }
    std::string opponent() const {
        return verb("you", seat == Seat::Human ? "the computer" : "your opponent");
    }
    std::string opponents() const {
        return verb("your", seat == Seat::Human ? "the computer's" : "your opponent's");
    }
};

const Play* play_of_record(const ExpertAdvice& advice) {
    return std::get_if<Play>(&advice.record.action);
}

std::string list_words(const std::vector<std::string>& items) {
    return cards::listed(items);
}

// "in 73% of my guesses", "in every one of my guesses", "in none of my guesses". The help's
// guesses are the help's, not the player's: "of the guesses".
std::string share_words(double share, const Words& w) {
    const std::string whose = w.verb("my", "the");
    if (share >= 0.995) {
        return "in every one of " + whose + " guesses";
    }
    if (share <= 0.005) {
        return "in none of " + whose + " guesses";
    }
    return "in " + cards::percent_text(share) + " of " + whose + " guesses";
}

// The figure behind a lead's first line: in how many of the guesses the opponent can take it.
// Empty for a follow, a sure trick or a lead with no guesses.
std::string share_sentence(const SeatView& view, const ExpertAdvice& advice, const Words& w) {
    const MoveFacts& f = advice.record.facts;
    if (view.lead || f.sure_trick || !f.trick_chance) {
        return {};
    }
    const double takes = 1 - *f.trick_chance;
    std::string who = w.opponent();
    who[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(who[0])));
    return who + (takes <= 0.005 ? " cannot take it " : " can take it ") +
           share_words(takes <= 0.005 ? 1.0 : takes, w) + " at " + w.opponents() + " hand.";
}

std::string lead_sentence(const SeatView& view, const ExpertAdvice& advice, const Claims& claims,
                          const Words& w) {
    const MoveFacts& f = advice.record.facts;
    const Card card = play_of_record(advice)->card;
    const std::string start = w.verb("Leading ", "Lead ") + card_phrase(card, view.trump) + ": ";
    if (f.sure_trick) {
        return start + "nothing " + w.opponent() + " can hold beats it, so the trick is " +
               w.mine() + ".";
    }
    if (claims.worth_little) {
        return start + "it is worth " + cards::count_text(f.card_points, "point", "points") +
               " and belongs to no meld, so losing it costs little.";
    }
    // The share of the guesses goes to the figures (share_sentence): the first line says "most".
    if (f.trick_chance && *f.trick_chance >= 0.995) {
        return start + w.opponent() + " cannot take it in any of " + w.verb("my", "the") +
               " guesses.";
    }
    if (f.trick_chance && *f.trick_chance >= 0.5) {
        return start + w.opponent() + " cannot take it in most of " + w.verb("my", "the") +
               " guesses.";
    }
    if (f.trick_chance) {
        return start + w.opponent() + " may take it" +
               (claims.best_margin && !advice.record.certainty.close_call
                    ? ", but played out it does best."
                    : ", but played out it is close to the best.");
    }
    return start + "with every card known, the search finds no better lead.";
}

// The chase in full, and in fewer words for a first line the full one makes too long.
struct Said {
    std::string full;
    std::string brief;
};

Said chase_words(const SeatView& view, const ExpertAdvice& advice, const Claims& claims,
                 const Words& w);

std::string chase_sentence(const SeatView& view, const ExpertAdvice& advice, const Claims& claims,
                           const Words& w) {
    const Said said = chase_words(view, advice, claims, w);
    return cards::first_that_fits({said.full, said.brief});
}

Said chase_words(const SeatView& view, const ExpertAdvice& advice, const Claims& claims,
                 const Words& w) {
    const MoveFacts& f = advice.record.facts;
    const Card card = play_of_record(advice)->card;
    const std::string name = card_phrase(card, view.trump);
    const std::string led = card_phrase(*view.lead, view.trump);
    const bool close = advice.record.certainty.close_call;
    if (f.beats_lead) {
        if (claims.cheapest_winner) {
            const std::string text =
                w.verb("Chasing with ", "Chase with ") + name + ": the cheapest card that wins";
            return {text + " " + led + ".", text + " it."};
        }
        const std::string start = w.verb("Winning ", "Win ") + led + " with " + name + ": ";
        if (claims.best_winner && !close) { // "does best" is never said of a close call
            return {start + "of the cards that win it, this one does best played out.",
                    start + "this one does best played out."};
        }
        return {start + "a close call among the cards that win it.", start + "a close call."};
    }
    if (!advice.situation.nothing_wins) {
        const std::string start = w.verb("Letting ", "Let ") + led + " go with " + name + ": ";
        if (claims.winning_does_worse) {
            return {start + "taking it does worse played out.", start + "taking it does worse."};
        }
        const std::string text =
            start + (close ? "a close call with taking it." : "played out, it does best.");
        return {text, text};
    }
    const std::string throwing =
        w.verb("Throwing ", "Throw ") + name + ": nothing " + w.i() + " hold wins";
    const std::string start = throwing + " " + led;
    if (claims.costs_least) {
        return {start + ", so " + w.i() + " give a card of the fewest points.",
                throwing + ", so a card of the fewest points goes."};
    }
    if (claims.cheaper_do_worse) {
        return {start + ", and " + w.my() + " cheaper cards do worse played out: they are worth " +
                    "more kept.",
                throwing + ", and " + w.my() + " cheaper cards do worse played out."};
    }
    const std::string end =
        close ? "; a close call between the cards to give." : "; played out, this card does best.";
    return {start + end, throwing + end};
}

std::string standing_words(int margin, const Words& w) {
    if (margin == 0) {
        return "level with " + w.opponent();
    }
    return std::to_string(std::abs(margin)) + " points " + (margin > 0 ? "ahead of " : "behind ") +
           w.opponent();
}

std::string now_words(const Situation& s) {
    return " (now " + std::to_string(s.my_round) + " to " + std::to_string(s.their_round) + ")";
}

std::string move_name(const SeatView& view, const Action& action) {
    if (const auto* play = std::get_if<Play>(&action)) {
        return card_phrase(play->card, view.trump);
    }
    if (const auto* declare = std::get_if<Declare>(&action)) {
        return meld_words(declare->meld.kind);
    }
    return "no meld";
}

std::string look_ahead_sentence(const SeatView& view, const ExpertAdvice& advice, const Words& w) {
    const Record& r = advice.record;
    const Situation& s = advice.situation;
    const double margin = *r.facts.margin;
    if (r.certainty.samples == 0) {
        const std::string known = "The stock is gone, so every card is known: ";
        // The search is the computer's own, or the help's: never the player's.
        if (s.exact) {
            return known +
                   w.verb("I searched the rest of the round exactly",
                          "the rest of the round was searched exactly") +
                   ": with best play on both sides this leaves " + w.me() + " " +
                   standing_words(static_cast<int>(std::lround(margin)), w) +
                   " when the round ends" + now_words(s) + ".";
        }
        const std::string next = "the next " + std::to_string(s.searched_tricks) + " of the " +
                                 std::to_string(s.tricks_left) + " tricks";
        return known +
               w.verb("I searched " + next + " move by move and estimated the rest",
                      next + " were searched move by move and the rest estimated") +
               ": about " + cards::signed_points_text(margin) + " points for " + w.me() +
               " against " + w.opponent() + " when the round ends" + now_words(s) + ".";
    }
    std::string sentence =
        "Played out over " + std::to_string(r.certainty.samples) + " guesses at " + w.opponents() +
        " hand and the stock: " + cards::signed_points_text(margin) + " points on average for " +
        w.me() + " against " + w.opponent() + " when the round ends" + now_words(s);
    if (r.certainty.close_call && s.close_between.size() > 1) {
        if (w.voice == Voice::Help) {
            std::vector<std::string> names;
            for (const Action& a : s.close_between) {
                names.push_back(move_name(view, a));
            }
            sentence += "; a close call between " + list_words(names) +
                        ", so the card worth fewest points goes";
        } else {
            sentence += "; a close call between " + std::to_string(s.close_between.size()) +
                        " cards, so I play the one worth fewest points";
        }
    } else if (!r.alternatives.empty() && r.alternatives.front().facts.margin) {
        const auto& next = r.alternatives.front();
        sentence += w.voice == Voice::Help ? "; next best " + move_name(view, next.action) + ", "
                                           : "; the next best play ";
        sentence += cards::signed_points_text(*next.facts.margin);
    }
    return sentence + ".";
}

// Whether the opponent sees every card of the meld given up, but `played`, that the seat of
// `view` holds: on the table in its melds, or shown. A meld given up tells that the seat holds
// its cards (or all but one), so the computer names only one whose cards are in sight.
bool in_sight(const SeatView& view, Card played, const MeldGivenUp& given_up) {
    for (const Meld& meld : possible_melds(view.trump)) {
        if (meld.kind != given_up.kind ||
            std::find(meld.cards.begin(), meld.cards.end(), played) == meld.cards.end()) {
            continue;
        }
        const TableSide& mine = view.mine();
        for (const Card card : meld.cards) {
            const int held = view.hand.count(card) - (card == played ? 1 : 0);
            const auto melded = std::count_if(mine.melded.begin(), mine.melded.end(),
                                              [card](const HeldCard& h) { return h.card == card; });
            const auto shown = std::count(mine.shown.begin(), mine.shown.end(), card);
            if (held > melded + shown) {
                return false;
            }
        }
        return true;
    }
    return false;
}

std::string meld_line(const SeatView& view, const Record& r, const Words& w) {
    const MoveFacts& f = r.facts;
    std::vector<std::string> parts;
    if (f.breaks) {
        parts.push_back("it breaks " + w.my() + " " + meld_title(*f.breaks));
    }
    const auto* play = std::get_if<Play>(&r.action);
    std::vector<MeldGivenUp> given_up;
    for (const MeldGivenUp& m : f.gives_up) {
        if (w.voice == Voice::Help || (play != nullptr && in_sight(view, play->card, m))) {
            given_up.push_back(m);
        }
    }
    if (!given_up.empty()) {
        std::vector<std::string> melds;
        for (const MeldGivenUp& m : given_up) {
            melds.push_back(meld_words(m.kind) + " (" + std::to_string(m.points) +
                            (m.complete ? ", held" : ", one card short") + ")");
        }
        parts.push_back("it gives up " + list_words(melds));
    }
    if (parts.empty()) {
        return "";
    }
    std::string line = list_words(parts) + ".";
    line[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(line[0])));
    return line;
}

std::vector<std::string> plan_reasons(const ExpertAdvice& advice, const Words& w) {
    const Situation& s = advice.situation;
    const Meld& first = s.plan.front();
    const std::string verb = w.verb("Declaring ", "Declare ");
    const std::string worth = std::to_string(points(first)) + " points";
    if (s.biggest && points(*s.biggest) > points(first) && s.plan.size() > 1) {
        const Meld& next = s.plan[1];
        std::string detail = meld_words(first.kind) + " is worth " + worth + " now, and " +
                             meld_words(next.kind) + " " + std::to_string(points(next)) +
                             " points after another won trick";
        if (s.biggest_rules_out_next) {
            detail += "; declaring " + meld_words(s.biggest->kind) + " now would rule it out";
        }
        detail[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(detail[0])));
        return {verb + meld_words(first.kind) + " first: " + meld_words(next.kind) +
                    " can follow after another won trick.",
                detail + "."};
    }
    std::vector<std::string> lines{verb + meld_words(first.kind) + ": " + worth +
                                   ", the best meld " + w.i() + " have."};
    if (s.plan.size() > 1) {
        lines.push_back("After another won trick " + w.i() + " can add " +
                        meld_words(s.plan[1].kind) + " for " + std::to_string(points(s.plan[1])) +
                        " points.");
    }
    return lines;
}

double margin_of(const MoveFacts& f) {
    return f.margin.value_or(0);
}

} // namespace

std::string card_phrase(Card card, Suit trump) {
    if (card.suit == trump) {
        return "the " + rank_word(card) + " of trump";
    }
    return "the " + cards::pretty(card);
}

Claims claims_of(const SeatView& view, const ExpertAdvice& advice) {
    Claims c;
    const Play* play = play_of_record(advice);
    if (!play) {
        return c;
    }
    const MoveFacts& f = advice.record.facts;
    const Situation& s = advice.situation;
    c.best_margin =
        std::all_of(advice.record.alternatives.begin(), advice.record.alternatives.end(),
                    [&f](const auto& alt) { return margin_of(alt.facts) <= margin_of(f); });
    if (view.lead) {
        c.cheapest_winner = f.beats_lead && s.cheapest_winner == play->card;
        c.best_winner = f.beats_lead;
        c.winning_does_worse = !f.beats_lead && s.best_winning_margin.has_value();
        c.cheaper_do_worse = true;
        for (const auto& alt : advice.record.alternatives) {
            if (alt.facts.beats_lead && margin_of(alt.facts) > margin_of(f)) {
                c.best_winner = false;
            }
            if (alt.facts.card_points < f.card_points && margin_of(alt.facts) >= margin_of(f)) {
                c.cheaper_do_worse = false;
            }
        }
        c.winning_does_worse = c.winning_does_worse && *s.best_winning_margin < margin_of(f);
        c.costs_least = s.nothing_wins && f.card_points == s.least_points;
        c.cheaper_do_worse = c.cheaper_do_worse && s.nothing_wins && !c.costs_least;
    } else {
        c.worth_little = f.card_points <= 2 && play->card.suit != view.trump && !f.in_a_meld &&
                         !f.breaks && f.gives_up.empty();
    }
    return c;
}

std::vector<std::string> advice_reasons(const SeatView& view, const ExpertAdvice& advice,
                                        Voice voice) {
    const Words w{voice, view.seat};
    const Record& r = advice.record;
    if (std::holds_alternative<Declare>(r.action) && !advice.situation.plan.empty()) {
        return plan_reasons(advice, w);
    }
    std::vector<std::string> lines;
    if (const auto* declare = std::get_if<Declare>(&r.action)) {
        lines.push_back(w.verb("Declaring ", "Declare ") + meld_words(declare->meld.kind) + ": " +
                        std::to_string(points(declare->meld)) + " points now.");
    } else {
        const Claims claims = claims_of(view, advice);
        lines.push_back(view.lead ? chase_sentence(view, advice, claims, w)
                                  : lead_sentence(view, advice, claims, w));
    }
    const std::string share = share_sentence(view, advice, w);
    if (r.facts.margin) {
        std::string ahead = look_ahead_sentence(view, advice, w);
        if (!share.empty()) {
            ahead += " " + share;
        }
        if (const Claims claims = claims_of(view, advice); claims.winning_does_worse) {
            ahead += " Taking it does at best " +
                     cards::signed_points_text(*advice.situation.best_winning_margin) +
                     " points against " + cards::signed_points_text(*r.facts.margin) + ".";
        }
        lines.push_back(std::move(ahead));
    } else if (!share.empty()) {
        lines.push_back(share);
    }
    if (const std::string melds = meld_line(view, r, w); !melds.empty()) {
        lines.push_back(melds);
    }
    return lines;
}

std::string advice_summary(const SeatView& view, const ExpertAdvice& advice, bool mark_close_call) {
    const Record& r = advice.record;
    if (const auto* declare = std::get_if<Declare>(&r.action)) {
        return "Declare " + meld_words(declare->meld.kind) + ": " +
               std::to_string(points(declare->meld)) + " points";
    }
    const Play* play = play_of_record(advice);
    if (!play) {
        return describe(r.action);
    }
    const MoveFacts& f = r.facts;
    const Claims claims = claims_of(view, advice);
    const std::string card = "the " + cards::pretty(play->card);
    std::string why;
    if (view.lead) {
        if (claims.cheapest_winner) {
            why = "the cheapest card that wins";
        } else if (f.beats_lead) {
            why = "win the trick with it";
        } else if (claims.costs_least) {
            why = "nothing wins, and it is worth least";
        } else if (advice.situation.nothing_wins) {
            why = "nothing wins; keep the cheaper cards";
        } else {
            why = "let the trick go";
        }
    } else if (f.sure_trick) {
        why = "nothing can beat it";
    } else if (claims.worth_little) {
        why = "worth little, in no meld";
    } else if (f.trick_chance) {
        why = *f.trick_chance >= 0.995 ? std::string("it holds the trick in every guess")
              : *f.trick_chance >= 0.5 ? std::string("it holds the trick in most guesses")
              // It likely loses the trick: what chose it is the round played out. A close call
              // is not called the best (mark_close_call adds the words).
              : r.certainty.close_call ? std::string("it may lose the trick; the round goes as "
                                                     "well as with any other lead")
                                       : std::string("it may lose the trick, but it is the "
                                                     "best lead for the round");
    } else {
        why = "the best play with every card known";
    }
    const std::string verb = !view.lead ? "Lead " : f.beats_lead ? "Chase with " : "Throw ";
    const std::string text = verb + card + ": " + why;
    // The figures stay in the lines under it (issue 42); a close call is said, not its margin.
    return cards::first_that_fits(
        {r.certainty.close_call && mark_close_call ? text + " (a close call)" : text, text});
}

} // namespace parlor::pinochle::detail
