#include "app/casino/results.hpp"

#include "parlor/cards/figures.hpp"

namespace parlor::app::casino_table {

namespace ca = parlor::casino;

namespace {

// "27 · 3": what the pile held, then the points it earned (a dash for none).
std::string cell(int held, int points) {
    return std::to_string(held) + "  ·  " + (points > 0 ? std::to_string(points) : "—");
}

std::string card_cell(bool held, int points) {
    return held ? "yes  ·  " + std::to_string(points) : "—";
}

} // namespace

table::ResultsSheet round_results(const ca::RoundScore& score, int round, std::array<int, 2> totals,
                                  const table::Names& names, bool game_over,
                                  std::function<void()> on_continue) {
    table::ResultsSheet sheet;
    sheet.scene_name = "round_results";
    sheet.crown = false;
    sheet.final = false;
    sheet.button = game_over ? "See the result" : "Deal the next round";
    sheet.on_continue = std::move(on_continue);
    const auto& h = score.players[0];
    const auto& c = score.players[1];
    sheet.headline = "Round " + std::to_string(round);
    sheet.lines.push_back(names[0] + " " + std::to_string(h.total) + ", " + names[1] + " " +
                          std::to_string(c.total) + " this round.");
    sheet.lines.push_back(
        "Tournament: " + names[0] + " " + std::to_string(totals[0]) + ", " + names[1] + " " +
        std::to_string(totals[1]) +
        (game_over ? "  —  the tournament is over." : "  —  the first past 21 wins."));
    sheet.columns = {0.0f, 0.5f, 0.75f};
    sheet.header = {"held  ·  points", names[0], names[1]};
    sheet.rows = {
        {"Most cards (3)", cell(h.tally.cards, h.most_cards), cell(c.tally.cards, c.most_cards)},
        {"Most spades (1)", cell(h.tally.spades, h.most_spades),
         cell(c.tally.spades, c.most_spades)},
        {"Aces (1 each)", cell(h.tally.aces, h.aces), cell(c.tally.aces, c.aces)},
        {"10♦ big casino, DX (2)", card_cell(h.tally.big_casino, h.big_casino),
         card_cell(c.tally.big_casino, c.big_casino)},
        {"2♠ little casino, S2 (1)", card_cell(h.tally.little_casino, h.little_casino),
         card_cell(c.tally.little_casino, c.little_casino)},
        {"This round", std::to_string(h.total), std::to_string(c.total)},
    };
    sheet.total = {"Tournament", std::to_string(totals[0]), std::to_string(totals[1])};
    return sheet;
}

table::ResultsSheet game_results(const ca::GameState& final_state, const table::Names& names,
                                 const std::vector<RoundRecord>& rounds) {
    table::ResultsSheet sheet;
    const auto totals = ca::scores(final_state);
    const auto winner = ca::winner(final_state);
    sheet.headline = winner ? names.with_verb(ca::index(*winner), "win!", "wins!") : "A tie!";
    sheet.crown = winner.has_value();
    sheet.lines = {table::score_line(names[0], totals[0], names[1], totals[1]),
                   cards::count_text(final_state.round, "round", "rounds") +
                       " played  ·  the tournament ends when a total passes 21"};
    sheet.columns = {0.0f, 0.35f, 0.65f};
    sheet.header = {"Round", names[0], names[1]};
    if (!rounds.empty() && rounds.front().round > 1) {
        sheet.rows.push_back({"before (loaded)",
                              std::to_string(rounds.front().scores[0] - rounds.front().points[0]),
                              std::to_string(rounds.front().scores[1] - rounds.front().points[1])});
    }
    for (const RoundRecord& r : rounds) {
        sheet.rows.push_back({std::to_string(r.round), "+" + std::to_string(r.points[0]),
                              "+" + std::to_string(r.points[1])});
    }
    sheet.total = {"Final", std::to_string(totals[0]), std::to_string(totals[1])};
    return sheet;
}

} // namespace parlor::app::casino_table
