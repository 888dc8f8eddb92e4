#include "app/cruno/results.hpp"

#include "app/cruno/table.hpp"
#include "app/table_entries.hpp"

#include <algorithm>
#include <cmath>

namespace parlor::app::cruno_table {

namespace {

std::string wins_text(double wins) {
    if (std::floor(wins) == wins) {
        return std::to_string(static_cast<int>(wins));
    }
    char text[16];
    std::snprintf(text, sizeof text, "%.1f", wins);
    return text;
}

} // namespace

table::ResultsSheet results_sheet(const cn::GameState& final_state, const table::Names& names,
                                  const SessionTally& tally) {
    table::ResultsSheet sheet;
    const std::vector<int>& winners = final_state.winners;
    const bool stock_out = final_state.end_reason == cn::EndReason::StockOut;
    if (winners.size() == 1) {
        sheet.headline = names.with_verb(winners.front(), "win!", "wins!");
    } else {
        std::string together;
        for (std::size_t i = 0; i < winners.size(); ++i) {
            together += (i == 0                    ? ""
                         : i + 1 == winners.size() ? " and "
                                                   : ", ") +
                        names[winners[i]];
        }
        sheet.headline = together + " share the win";
    }
    sheet.crown = std::find(winners.begin(), winners.end(), 0) != winners.end();
    if (stock_out) {
        sheet.lines.push_back("The stock ran out: the lowest penalty wins (2–7, 9 and 10 their "
                              "value, the 8 counts 8, J Q K A 10, action cards 20).");
    } else {
        sheet.lines.push_back(names.with_verb(winners.front(), "played", "played") +
                              " the last card.");
    }
    sheet.lines.push_back("This session at a table of " + std::to_string(tally.players) + ": " +
                          std::to_string(tally.games) + (tally.games == 1 ? " game" : " games") +
                          " played.");
    sheet.columns = {0.0f, 0.3f, 0.5f, 0.68f, 0.84f};
    sheet.header = {"Player", "Plays", "Cards left", stock_out ? "Penalty" : "", "Session wins"};
    for (int seat = 0; seat < final_state.player_count(); ++seat) {
        const cn::Player& player = final_state.player(seat);
        const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
        const auto s = static_cast<std::size_t>(seat);
        sheet.rows.push_back(
            {names[seat] + (won ? "  ★" : ""),
             player.is_human() ? "you" : difficulty_label(*find_table("cruno"), player.plays),
             std::to_string(player.hand.size()),
             stock_out ? std::to_string(s < final_state.penalties.size() ? final_state.penalties[s]
                                                                         : cn::penalty(player.hand))
                       : "",
             s < tally.wins.size() ? wins_text(tally.wins[s]) : "0"});
    }
    return sheet;
}

} // namespace parlor::app::cruno_table
