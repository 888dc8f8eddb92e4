// Cribbage in the catalogue at a table of three or four: `check` and `advise` of a table's save
// (docs/cribbage.md, "The save file of a table"), which cribbage.cpp hands a file whose "Seats:"
// line says it is one. The advice is the table expert's (table_ai.hpp), from the seat's own view,
// and its words name the other seats as that seat sees them ("the next player", "your partner").

#include "cribbage_table.hpp"

#include "parlor/cards/notation.hpp"
#include "parlor/games/cribbage/table_ai.hpp"
#include "parlor/games/cribbage/table_save.hpp"
#include "save_file_entry.hpp"

#include <cstdio>

namespace parlor::catalogue {

// Named, and the using-directive kept inside it: the unity build joins the catalogue's files.
namespace cribbage_table_advice {

using namespace cribbage;

std::string one_place(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

// Whose crib it is, to the seat advised: its own, its partner's, the next player's (to its left)
// or another player's, named as the file names it.
std::string crib_owner(const TableView& view) {
    if (view.dealer == view.seat) {
        return "your crib";
    }
    if (view.partners && view.my_side(view.dealer)) {
        return "your partner's crib";
    }
    if (view.dealer == (view.seat + 1) % view.seats) {
        return "the next player's crib";
    }
    return table_seat_name(view.dealer) + "'s crib";
}

std::string others(const TableView& view) {
    return view.partners ? "the other partnership's" : "the other players'";
}

void advise_lay_away(const TableView& view, AdviceReport& report) {
    const auto ranked = rank_table_discards(view);
    const TableDiscardChoice& best = ranked.front();
    report.move = cards::to_string(best.card);
    report.summary = "Lay away the " + cards::pretty(best.card) + " (" + crib_owner(view) + ")";
    report.reasons.push_back("The four you keep are worth " + one_place(best.hand) +
                             " on average over every starter.");
    const bool ours = view.my_side(view.dealer);
    report.reasons.push_back("The crib with this card in it is worth " + one_place(best.crib) +
                             " on average, counted " + (ours ? "for" : "against") + " you: it is " +
                             crib_owner(view) + ".");
    if (ranked.size() > 1) {
        report.reasons.push_back("Next best: the " + cards::pretty(ranked[1].card) + ", " +
                                 one_place(best.net - ranked[1].net) + " less on balance.");
    }
    report.facts = {
        {"card", report.move}, {"hand", best.hand}, {"crib", best.crib}, {"net", best.net}};
    for (std::size_t i = 1; i < ranked.size(); ++i) {
        report.alternatives.push_back(
            {{"move", cards::to_string(ranked[i].card)},
             {"facts",
              {{"hand", ranked[i].hand}, {"crib", ranked[i].crib}, {"net", ranked[i].net}}}});
    }
    report.certainty = {{"exact", true}, {"samples", 0}};
}

void advise_play(const TableView& view, std::uint64_t seed, AdviceReport& report) {
    constexpr int samples = 200;
    const auto ranked = rank_table_plays(view, seed, samples);
    const TablePlayChoice& best = ranked.front();
    report.move = cards::to_string(best.card);
    report.summary = "Play the " + cards::pretty(best.card) + ": " +
                     std::to_string(best.points_now) + " now, " + one_place(best.net) +
                     " on balance to the end of the play";
    report.reasons.push_back(
        "It scores " + std::to_string(best.points_now) + " now; played out " +
        std::to_string(samples) +
        " times with the other players' hands drawn from the cards you have not seen, it comes "
        "to " +
        one_place(best.net) + " on balance to the end of the play (" +
        (view.partners ? "yours and your partner's" : "yours") + " counted for, " + others(view) +
        " against).");
    const int next = (view.seat + 1) % view.seats;
    if (view.partners) {
        report.reasons.push_back("The next player is an opponent; your partner plays after them.");
    } else if (view.hand_sizes[static_cast<std::size_t>(next)] == 0) {
        report.reasons.push_back("The next player has no card left.");
    }
    if (ranked.size() > 1) {
        report.reasons.push_back("Next best: the " + cards::pretty(ranked[1].card) + ", " +
                                 one_place(best.net - ranked[1].net) + " less on balance.");
    }
    report.facts = {{"card", report.move}, {"points_now", best.points_now}, {"net", best.net}};
    for (std::size_t i = 1; i < ranked.size(); ++i) {
        report.alternatives.push_back(
            {{"move", cards::to_string(ranked[i].card)},
             {"facts", {{"points_now", ranked[i].points_now}, {"net", ranked[i].net}}}});
    }
    report.certainty = {{"exact", false}, {"samples", samples}};
}

} // namespace cribbage_table_advice

bool is_table_save(std::string_view text) {
    return cribbage::save_seat_count(text) != 2;
}

CheckReport check_table_save(std::string_view text, std::string_view file) {
    CheckReport report;
    if (const auto state = read_for<cribbage::read_table_save>(text, file, report)) {
        report.ok = true;
        report.summary = cribbage::table_summary(*state);
    }
    return report;
}

std::optional<std::string> canonical_table_save(std::string_view text) {
    return canonical_save<cribbage::read_table_save, cribbage::write_table_save>(text);
}

AdviceReport advise_table_save(std::string_view text, std::string_view file, std::uint64_t seed) {
    using namespace cribbage;
    using namespace cribbage_table_advice;
    AdviceReport report;
    const auto state = read_for<read_table_save>(text, file, report);
    if (!state) {
        return report;
    }
    // The seat to move decides from its own view: never another seat's hand or crib card.
    const TableView view = table_view(*state, state->turn);
    report.ok = true;
    report.player = table_seat_name(state->turn);
    if (view.phase == Phase::LayAway) {
        advise_lay_away(view, report);
    } else {
        advise_play(view, seed, report);
    }
    return report;
}

} // namespace parlor::catalogue
