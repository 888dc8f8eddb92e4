#include "app/pinochle/results.hpp"

#include "parlor/cards/figures.hpp"

#include <algorithm>
#include <array>
#include <string>

namespace parlor::app::pinochle_table {

namespace pn = parlor::pinochle;

namespace {

// "1,000": a target as the New game screen and the rules say it.
std::string grouped(int n) {
    std::string digits = std::to_string(n);
    for (int at = static_cast<int>(digits.size()) - 3; at > 0; at -= 3) {
        digits.insert(static_cast<std::size_t>(at), ",");
    }
    return digits;
}

std::string meld_cell(const pn::Meld& meld) {
    return pn::meld_title(meld.kind) + "  " + std::to_string(pn::points(meld));
}

} // namespace

table::ResultsSheet round_results(const pn::RoundResult& r, const table::Names& names,
                                  std::function<void()> on_continue) {
    table::ResultsSheet sheet;
    sheet.scene_name = "round_results";
    sheet.crown = false;
    const int h = r.round_scores[0];
    const int c = r.round_scores[1];
    sheet.headline = "Round " + std::to_string(r.round) + ": " +
                     (h == c  ? std::string("level")
                      : h > c ? names.with_verb(0, "take", "takes") + " it"
                              : names.with_verb(1, "take", "takes") + " it");
    sheet.lines.push_back(table::score_line(names[0], h, names[1], c) + " this round");
    sheet.lines.push_back("Game: " + names[0] + " " + std::to_string(r.scores[0]) + ", " +
                          names[1] + " " + std::to_string(r.scores[1]));
    sheet.columns = {0.0f, 0.3f, 0.65f};
    sheet.header = {"", names[0], names[1]};
    const std::size_t melds = std::max(r.melds[0].size(), r.melds[1].size());
    for (std::size_t i = 0; i < melds; ++i) {
        std::vector<std::string> row{i == 0 ? "Melds" : ""};
        for (const auto& side : r.melds) {
            row.push_back(i < side.size() ? meld_cell(side[i]) : "");
        }
        sheet.rows.push_back(std::move(row));
    }
    if (melds == 0) {
        sheet.rows.push_back({"Melds", "none", "none"});
    }
    // A round resumed from a file: melds declared and broken before the save are in the
    // points (the file keeps the score) but no longer known one by one.
    std::vector<std::string> earlier{"Earlier melds"};
    bool any_earlier = false;
    for (std::size_t seat = 0; seat < 2; ++seat) {
        int listed = 0;
        for (const pn::Meld& m : r.melds[seat]) {
            listed += pn::points(m);
        }
        const int rest = r.meld_points[seat] - listed;
        any_earlier = any_earlier || rest != 0;
        earlier.push_back(rest != 0 ? std::to_string(rest) : "");
    }
    if (any_earlier) {
        sheet.rows.push_back(std::move(earlier));
    }
    sheet.rows.push_back(
        {"Meld points", std::to_string(r.meld_points[0]), std::to_string(r.meld_points[1])});
    sheet.rows.push_back({"Capture points", std::to_string(r.capture_points[0]),
                          std::to_string(r.capture_points[1])});
    sheet.rows.push_back({"Round score", std::to_string(h), std::to_string(c)});
    sheet.total = {"Game score", std::to_string(r.scores[0]), std::to_string(r.scores[1])};
    sheet.button = "Go on";
    sheet.final = false;
    sheet.on_continue = std::move(on_continue);
    return sheet;
}

table::ResultsSheet game_results(const pn::GameState& final_state, const table::Names& names,
                                 const std::vector<pn::RoundResult>& rounds) {
    table::ResultsSheet sheet;
    const auto scores = pn::scores(final_state);
    const auto winner = pn::leading_seat(final_state);
    sheet.headline =
        !winner ? std::string("A tie") : names.with_verb(pn::index(*winner), "win!", "wins!");
    sheet.crown = winner.has_value();
    // A game to a target says that it ended there.
    const std::string played = final_state.target > 0
                                   ? "first to " + grouped(final_state.target) + "  ·  " +
                                         cards::count_text(final_state.round, "round", "rounds") +
                                         " played"
                                   : cards::count_text(final_state.round, "round", "rounds") +
                                         " played  ·  points per round: melds + captures";
    sheet.lines = {table::score_line(names[0], scores[0], names[1], scores[1]), played};
    sheet.columns = {0.0f, 0.25f, 0.62f};
    sheet.header = {"Round", names[0], names[1]};
    auto cell = [](const pn::RoundResult& r, std::size_t seat) {
        return std::to_string(r.meld_points[seat]) + " + " +
               std::to_string(r.capture_points[seat]) + "  =  " +
               std::to_string(r.round_scores[seat]);
    };
    // A game resumed from a file: the rounds before it are not in the record, only their total
    // (the file's game scores). They are one row of earlier play, so the sheet adds up.
    const int first_listed = rounds.empty() ? final_state.round + 1 : rounds.front().round;
    if (first_listed > 1) {
        std::array<int, 2> earlier{scores[0], scores[1]};
        for (const pn::RoundResult& r : rounds) {
            for (std::size_t seat = 0; seat < 2; ++seat) {
                earlier[seat] -= r.round_scores[seat];
            }
        }
        const int last_earlier = first_listed - 1;
        sheet.rows.push_back(
            {(last_earlier == 1 ? std::string("1") : "1–" + std::to_string(last_earlier)) +
                 " (earlier)",
             std::to_string(earlier[0]), std::to_string(earlier[1])});
    }
    for (const pn::RoundResult& r : rounds) {
        sheet.rows.push_back({std::to_string(r.round), cell(r, 0), cell(r, 1)});
    }
    sheet.total = {"Final", std::to_string(scores[0]), std::to_string(scores[1])};
    return sheet;
}

} // namespace parlor::app::pinochle_table
