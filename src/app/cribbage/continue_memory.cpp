#include "app/cribbage/continue_memory.hpp"
#include "parlor/cards/json_text.hpp"

#include <nlohmann/json.hpp>

namespace parlor::app::cribbage_table {

namespace cr = parlor::cribbage;

namespace {

nlohmann::json pair(const std::array<int, 2>& a) {
    return nlohmann::json::array({a[0], a[1]});
}

bool read_pair(const nlohmann::json& j, const char* key, std::array<int, 2>& into) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_array() || it->size() != 2 || !(*it)[0].is_number_integer() ||
        !(*it)[1].is_number_integer()) {
        return false;
    }
    into = {(*it)[0].get<int>(), (*it)[1].get<int>()};
    return true;
}

} // namespace

std::string write_memory(const ContinueMemory& m) {
    nlohmann::json deals = nlohmann::json::array();
    for (const DealRecord& d : m.deals) {
        deals.push_back({{"deal", d.deal},
                         {"dealer", cr::index(d.dealer)},
                         {"play", pair(d.play)},
                         {"hand", pair(d.hand)},
                         {"crib", pair(d.crib)},
                         {"resumed", d.resumed},
                         {"before", pair(d.before)}});
    }
    const nlohmann::json j = {{"scores", pair(m.scores)},
                              {"deal", m.deal},
                              {"deals_known", m.deals_known},
                              {"back", pair(m.back)},
                              {"deals", deals}};
    return cards::json_text(j);
}

std::optional<ContinueMemory> read_memory(const std::string& text) {
    const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
    ContinueMemory m;
    if (!j.is_object() || !read_pair(j, "scores", m.scores) || !read_pair(j, "back", m.back) ||
        !j.contains("deal") || !j["deal"].is_number_integer() || !j.contains("deals_known") ||
        !j["deals_known"].is_boolean() || !j.contains("deals") || !j["deals"].is_array()) {
        return std::nullopt;
    }
    m.deal = j["deal"].get<int>();
    m.deals_known = j["deals_known"].get<bool>();
    for (const nlohmann::json& d : j["deals"]) {
        DealRecord r;
        if (!d.is_object() || !d.contains("deal") || !d["deal"].is_number_integer() ||
            !d.contains("dealer") || !d["dealer"].is_number_integer() || !d.contains("resumed") ||
            !d["resumed"].is_boolean() || !read_pair(d, "play", r.play) ||
            !read_pair(d, "hand", r.hand) || !read_pair(d, "crib", r.crib) ||
            !read_pair(d, "before", r.before)) {
            return std::nullopt;
        }
        r.deal = d["deal"].get<int>();
        r.dealer = d["dealer"].get<int>() == cr::index(cr::Seat::Human) ? cr::Seat::Human
                                                                        : cr::Seat::Computer;
        r.resumed = d["resumed"].get<bool>();
        m.deals.push_back(r);
    }
    if (m.deal < 1 || m.deals.empty()) {
        return std::nullopt;
    }
    return m;
}

} // namespace parlor::app::cribbage_table
