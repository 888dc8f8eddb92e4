#include "app/cribbage/seats_memory.hpp"

#include "parlor/cards/json_text.hpp"

#include <nlohmann/json.hpp>

namespace parlor::app::cribbage_table {

namespace {

// A list of `size` small whole numbers (a score, a peg, a deal's points: 0 to 121).
bool read_list(const nlohmann::json& j, const char* key, std::size_t size, std::vector<int>& into) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_array() || it->size() != size) {
        return false;
    }
    into.clear();
    for (const nlohmann::json& n : *it) {
        if (!n.is_number_integer() || n.get<int>() < 0 || n.get<int>() > 121) {
            return false;
        }
        into.push_back(n.get<int>());
    }
    return true;
}

bool whole(const nlohmann::json& j, const char* key) {
    return j.contains(key) && j[key].is_number_integer();
}

} // namespace

std::string write_seats_memory(const SeatsMemory& m) {
    nlohmann::json deals = nlohmann::json::array();
    for (const SeatsDeal& d : m.deals) {
        deals.push_back({{"deal", d.deal}, {"dealer", d.dealer}, {"points", d.points}});
    }
    const nlohmann::json j = {
        {"scores", m.scores}, {"deal", m.deal}, {"back", m.back}, {"deals", deals}, {"log", m.log}};
    return cards::json_text(j);
}

std::optional<SeatsMemory> read_seats_memory(const std::string& text, int seats, int sides) {
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    SeatsMemory m;
    const auto n = static_cast<std::size_t>(sides);
    if (!j.is_object() || !read_list(j, "scores", n, m.scores) ||
        !read_list(j, "back", n, m.back) || !whole(j, "deal") || !j.contains("deals") ||
        !j["deals"].is_array() || !j.contains("log") || !j["log"].is_string()) {
        return std::nullopt;
    }
    m.deal = j["deal"].get<int>();
    m.log = j["log"].get<std::string>();
    for (const nlohmann::json& d : j["deals"]) {
        SeatsDeal deal;
        if (!d.is_object() || !whole(d, "deal") || !whole(d, "dealer") ||
            !read_list(d, "points", n, deal.points)) {
            return std::nullopt;
        }
        deal.deal = d["deal"].get<int>();
        deal.dealer = d["dealer"].get<int>();
        if (deal.dealer < 0 || deal.dealer >= seats) {
            return std::nullopt;
        }
        m.deals.push_back(std::move(deal));
    }
    if (m.deal < 1 || m.deals.empty() || m.deals.back().deal != m.deal) {
        return std::nullopt;
    }
    return m;
}

} // namespace parlor::app::cribbage_table
