#pragma once
// A visitor made of one lambda for each alternative of a variant:
//     std::visit(cards::Overloaded{[](const Play& play) { ... }, [](EndGame) { ... }}, action);
// An alternative no lambda takes fails to compile, where an if-constexpr ladder's last `else`
// would take it without a word.

namespace parlor::cards {

template <class... Lambdas> struct Overloaded : Lambdas... { using Lambdas::operator()...; };
// Spelled out for clang 14 (the fuzz and ASan builds), which does not deduce an aggregate's
// template arguments from its initialisers as C++20 allows.
template <class... Lambdas> Overloaded(Lambdas...) -> Overloaded<Lambdas...>;

} // namespace parlor::cards
